// The fields of a view link's rules — name, password, expiry, asking for an e-mail (verified by a
// code, from some domains only), notifications, downloads — for a new link and for editing one.
// A new link's form first asks whether the link is open or protected, and shows the password and
// e-mail fields only for a protected one. It only collects and checks the rules; the caller sends
// them and says what the server answered.

import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  type LinkDownload,
  VIEW_LINK_LIMITS,
  type ViewLinkData,
  type ViewLinkRules,
} from '../../contracts/manage';
import { useT } from '../../i18n/react';
import { LinkAccessChoice } from './LinkAccessChoice';
import { checkFields, fieldsOf, type LinkFieldErrors, type LinkFields, rulesFrom } from './view-link-rules';

export interface ViewLinkFormProps {
  /** The link being edited; a new link's form without it. */
  link?: ViewLinkData;
  submitLabel: string;
  busy: boolean;
  /** Called with the checked rules: only the fields filled in (new) or changed (edit). */
  onSubmit: (rules: ViewLinkRules) => void;
  /** Close without sending anything. */
  onCancel?: () => void;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  /**
   * Outgoing e-mail is configured; without it verification by a code and e-mail notifications
   * cannot be turned on (the controls say why).
   */
  mailConfigured: boolean;
  /** Shown beside the buttons (what the last action did). */
  children?: ReactNode;
}

export function ViewLinkForm({
  link,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  labelledBy,
  mailConfigured,
  children,
}: ViewLinkFormProps) {
  const t = useT();
  const id = useId();
  const [start] = useState(() => fieldsOf(link));
  const [fields, setFields] = useState(start);
  const [errors, setErrors] = useState<LinkFieldErrors>({});
  const nameInput = useRef<HTMLInputElement>(null);
  const expiresInput = useRef<HTMLInputElement>(null);
  // Chosen for a new link; an edited link's password and e-mail fields are always there.
  const protectedShown = fields.access !== 'open';

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

  const errorText: Record<keyof LinkFieldErrors, string | undefined> = {
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
  /** The ids an input is described by: its hint when it has one, then its error when there is one. */
  const describedBy = (key: keyof LinkFieldErrors, hint?: boolean) =>
    [hint ? `${id}${key}-hint` : '', errorText[key] ? `${id}${key}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const error = (key: keyof LinkFieldErrors) =>
    errorText[key] ? (
      <p className="field__error" id={`${id}${key}-error`}>
        {errorText[key]}
      </p>
    ) : null;
  const keepsPassword = link?.hasPassword === true;
  // Without outgoing e-mail verification cannot be turned on, but a link that verifies can be turned off.
  const verifyBlocked = !mailConfigured && !fields.verifyEmail;

  return (
    <form className="manage__link-form" onSubmit={submit} aria-labelledby={labelledBy} noValidate>
      <div className="manage__link-fields">
        <div className="field">
          <label htmlFor={`${id}name`}>{t('manage.linkName')}</label>
          <input
            ref={nameInput}
            id={`${id}name`}
            name="name"
            autoComplete="off"
            value={fields.name}
            aria-invalid={errorText.name ? true : undefined}
            aria-describedby={describedBy('name')}
            onChange={(event) => set('name', event.target.value)}
          />
          {error('name')}
        </div>
        {fields.access ? (
          <LinkAccessChoice
            name={`${id}access`}
            value={fields.access}
            onChange={(access) => set('access', access)}
          />
        ) : null}
        {protectedShown ? (
          <div className="field">
            <label htmlFor={`${id}password`}>{t('manage.linkPassword')}</label>
            <input
              id={`${id}password`}
              name="password"
              type="password"
              // Not the owner's own password: keep the browser from filling that in.
              autoComplete="new-password"
              value={fields.password}
              disabled={fields.removePassword}
              aria-invalid={errorText.password ? true : undefined}
              aria-describedby={describedBy('password', keepsPassword)}
              onChange={(event) => set('password', event.target.value)}
            />
            {keepsPassword ? (
              <p className="manage__help" id={`${id}password-hint`}>
                {t('manage.keepPassword')}
              </p>
            ) : null}
            {error('password')}
            {keepsPassword ? (
              <label className="manage__check">
                <input
                  className="manage__checkbox"
                  type="checkbox"
                  checked={fields.removePassword}
                  onChange={(event) => set('removePassword', event.target.checked)}
                />
                {t('manage.removePassword')}
              </label>
            ) : null}
          </div>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}expires`}>{t('manage.linkExpires')}</label>
          <div className="manage__expiry">
            <input
              ref={expiresInput}
              className="manage__expiry-input"
              id={`${id}expires`}
              name="expires"
              type="datetime-local"
              value={fields.expires}
              aria-invalid={errorText.expires ? true : undefined}
              aria-describedby={describedBy('expires', true)}
              onChange={(event) => set('expires', event.target.value)}
            />
            {fields.expires !== '' ? (
              <button
                type="button"
                className="button"
                onClick={() => {
                  set('expires', '');
                  // The button goes with the date: leave the focus on the emptied field.
                  expiresInput.current?.focus();
                }}
              >
                {t('manage.clearExpiry')}
              </button>
            ) : null}
          </div>
          <p className="manage__help" id={`${id}expires-hint`}>
            {t('manage.linkExpiresHelp')}
          </p>
          {error('expires')}
        </div>
        {protectedShown ? (
          <div className="field manage__link-wide">
            <label className="manage__check">
              <input
                className="manage__checkbox"
                type="checkbox"
                name="requireEmail"
                checked={fields.requireEmail}
                aria-describedby={`${id}requireEmail-hint`}
                onChange={(event) => set('requireEmail', event.target.checked)}
              />
              {t('manage.linkRequireEmail')}
            </label>
            <p className="manage__help" id={`${id}requireEmail-hint`}>
              {t('manage.linkRequireEmailHelp')}
            </p>
          </div>
        ) : null}
        {protectedShown && fields.requireEmail ? (
          <>
            <div className="field manage__link-wide">
              <label className="manage__check">
                <input
                  className="manage__checkbox"
                  type="checkbox"
                  name="verifyEmail"
                  checked={fields.verifyEmail}
                  disabled={verifyBlocked}
                  aria-describedby={`${id}verifyEmail-hint`}
                  onChange={(event) => set('verifyEmail', event.target.checked)}
                />
                {t('manage.linkVerifyEmail')}
              </label>
              <p className="manage__help" id={`${id}verifyEmail-hint`}>
                {mailConfigured ? t('manage.linkVerifyEmailHelp') : t('manage.linkVerifyNeedsMail')}
              </p>
            </div>
            <div className="field manage__link-wide">
              <label htmlFor={`${id}domains`}>{t('manage.linkDomains')}</label>
              <textarea
                id={`${id}domains`}
                name="domains"
                rows={2}
                autoComplete="off"
                spellCheck={false}
                placeholder="example.com, example.org"
                value={fields.domains}
                aria-invalid={errorText.domains ? true : undefined}
                aria-describedby={describedBy('domains', true)}
                onChange={(event) => set('domains', event.target.value)}
              />
              <p className="manage__help" id={`${id}domains-hint`}>
                {t('manage.linkDomainsHelp')}
              </p>
              {error('domains')}
            </div>
          </>
        ) : null}
        <div className="field manage__link-wide">
          <label htmlFor={`${id}notify`}>{t('manage.linkNotify')}</label>
          <select
            className="manage__notify"
            id={`${id}notify`}
            name="notify"
            value={fields.notify}
            // A link that already notifies can still be switched off without e-mail set up.
            disabled={!mailConfigured && fields.notify === 'off' && start.notify === 'off'}
            aria-describedby={mailConfigured ? undefined : `${id}notify-hint`}
            onChange={(event) => set('notify', event.target.value as LinkFields['notify'])}
          >
            <option value="off">{t('manage.linkNotifyOff')}</option>
            <option value="first">{t('manage.linkNotifyFirst')}</option>
            <option value="every">{t('manage.linkNotifyEvery')}</option>
          </select>
          {mailConfigured ? null : (
            <p className="manage__help" id={`${id}notify-hint`}>
              {t('manage.needsMail')}
            </p>
          )}
        </div>
        <div className="field manage__link-wide manage__link-download">
          <label htmlFor={`${id}download`}>{t('manage.linkDownload')}</label>
          <select
            id={`${id}download`}
            name="download"
            value={fields.download}
            onChange={(event) => set('download', event.target.value as LinkDownload)}
          >
            <option value="inherit">{t('manage.linkDownload.inherit')}</option>
            <option value="allow">{t('manage.linkDownload.allow')}</option>
            <option value="forbid">{t('manage.linkDownload.forbid')}</option>
          </select>
        </div>
      </div>
      <div className="manage__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button" onClick={onCancel}>
            {t('manage.cancel')}
          </button>
        ) : null}
        {children}
      </div>
    </form>
  );
}
