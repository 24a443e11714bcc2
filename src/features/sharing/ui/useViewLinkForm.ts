// The state of a share link's form: the fields as typed, what is wrong with them in words, and
// the submit that checks them (focusing the first wrong field) before handing over the rules.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/react';
import type { ViewLinkData } from '../contracts';
import { VIEW_LINK_LIMITS, type ViewLinkRules } from '../rules';
import { checkFields, fieldsOf, type LinkFieldErrors, type LinkFields, rulesFrom } from './view-link-rules';

/** What the form's fields share: their ids, their values and their errors. */
export interface LinkForm {
  /** The prefix of the form's element ids. */
  id: string;
  fields: LinkFields;
  /** The fields as the form opened with them (the link's rules, or a new link's defaults). */
  start: LinkFields;
  set: <K extends keyof LinkFields>(key: K, value: LinkFields[K]) => void;
  /** What is wrong with each field, in words; undefined where nothing is. */
  errorText: Record<keyof LinkFieldErrors, string | undefined>;
}

export function useViewLinkForm(link: ViewLinkData | undefined, onSubmit: (rules: ViewLinkRules) => void) {
  const id = useId();
  const [start] = useState(() => fieldsOf(link));
  const [fields, setFields] = useState(start);
  const [errors, setErrors] = useState<LinkFieldErrors>({});
  const nameInput = useRef<HTMLInputElement>(null);
  const errorText = useErrorText(errors);

  // The form opens at a click, in place of the button: take the focus there so keyboard users follow.
  useEffect(() => {
    nameInput.current?.focus();
  }, []);

  const set = <K extends keyof LinkFields>(key: K, value: LinkFields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    // A changed field's error is stale; ticking "Remove password" or choosing open makes the password's moot.
    const field = key === 'removePassword' || key === 'access' ? 'password' : key;
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkFields(fields, start);
    setErrors(found);
    const first = (['name', 'password', 'expires', 'domains'] as const).find((key) => found[key]);
    if (first) {
      (event.currentTarget.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    onSubmit(rulesFrom(fields, start));
  };

  const form: LinkForm = { id, fields, start, set, errorText };
  return { form, submit, nameInput };
}

/** Each field's error in words. */
function useErrorText(errors: LinkFieldErrors): LinkForm['errorText'] {
  const t = useT();
  return {
    name: errors.name && t('manage.linkNameTooLong', { max: VIEW_LINK_LIMITS.name }),
    password:
      errors.password &&
      (errors.password === 'protectionNeeded'
        ? t('manage.linkProtectionNeeded')
        : t('manage.linkPasswordLength', {
            min: VIEW_LINK_LIMITS.passwordMin,
            max: VIEW_LINK_LIMITS.passwordMax,
          })),
    expires:
      errors.expires && t(errors.expires === 'past' ? 'manage.linkExpiresPast' : 'manage.linkExpiresInvalid'),
    domains:
      errors.domains &&
      (errors.domains === 'tooMany'
        ? t('manage.linkDomainsTooMany', { max: VIEW_LINK_LIMITS.domains })
        : t('manage.linkDomainsInvalid', { domain: errors.domains.invalid })),
  };
}
