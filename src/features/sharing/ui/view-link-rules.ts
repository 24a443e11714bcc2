// What the view-link form's fields mean as the rules a link is created with or changed to.
// Checked here so the owner hears about a short password before a round trip; the
// server stays the authority. Kept free of React so the rules can be read (and tested) alone.
import type { ViewLinkData } from '../contracts';
import {
  type LinkDownload,
  type LinkNotify,
  parseDomains,
  splitDomains,
  VIEW_LINK_LIMITS,
  type ViewLinkRules,
} from '../rules';

/** The form's fields as typed: `expires` is a datetime-local value ("2026-12-01T09:30") or ''. */
export interface LinkFields {
  /**
   * A new link is open (no password, no e-mail asked) or protected by one of them, chosen in the
   * form before the link exists; undefined when editing, where the rules themselves say it.
   */
  access?: 'open' | 'protected';
  name: string;
  password: string;
  removePassword: boolean;
  expires: string;
  /** Visitors give an e-mail address before viewing. */
  requireEmail: boolean;
  /** The address is verified by a code sent to it (with requireEmail). */
  verifyEmail: boolean;
  /** E-mail domains as typed: commas, spaces or one per line; '' for any. */
  domains: string;
  /** When the owner gets an e-mail about views through the link. */
  notify: LinkNotify;
  /** Downloads through this link: as the presentation says, allowed or forbidden. */
  download: LinkDownload;
}

export type LinkFieldErrors = {
  name?: 'tooLong';
  /** Too short or long, or a new protected link with neither a password nor an e-mail asked. */
  password?: 'length' | 'protectionNeeded';
  expires?: 'invalid' | 'past';
  /** A part that is not a domain, or too many. */
  domains?: { invalid: string } | 'tooMany';
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as a datetime-local value in the browser's time zone, which is what the input shows. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The fields a form starts from: empty for a new link, the link's own values when editing one. */
export function fieldsOf(link?: ViewLinkData): LinkFields {
  return {
    access: link ? undefined : 'open',
    name: link?.name ?? '',
    password: '',
    removePassword: false,
    expires: link?.expiresAt ? toLocalInput(link.expiresAt) : '',
    requireEmail: link?.requireEmail === true,
    verifyEmail: link?.verifyEmail === true,
    domains: link?.allowedDomains.join(', ') ?? '',
    notify: link?.notify ?? 'off',
    download: link?.download ?? 'inherit',
  };
}

/**
 * The rules to send: only what differs from where the form started, so a new link sends only the
 * fields filled in and an edit only what changed. An emptied name or expiry becomes null (removed);
 * an empty password keeps the current one.
 */
export function rulesFrom(typed: LinkFields, start: LinkFields): ViewLinkRules {
  const fields = asChosen(typed);
  const rules: ViewLinkRules = {};
  const name = fields.name.trim();
  if (name !== start.name) rules.name = name === '' ? null : name;
  if (fields.removePassword) rules.password = null;
  else if (fields.password !== '') rules.password = fields.password;
  if (fields.expires !== start.expires) {
    rules.expiresAt = fields.expires === '' ? null : new Date(fields.expires).toISOString();
  }
  // A new link starts unticked, so it sends only `true`; an edit sends either once changed.
  if (fields.requireEmail !== start.requireEmail) rules.requireEmail = fields.requireEmail;
  // Without the e-mail gate the server turns both off; with it, send them when they changed.
  if (fields.requireEmail) {
    if (fields.verifyEmail !== start.verifyEmail) rules.verifyEmail = fields.verifyEmail;
    const domains = domainList(fields.domains);
    if (domains.join(',') !== domainList(start.domains).join(',')) rules.allowedDomains = domains;
  }
  if (fields.notify !== start.notify) rules.notify = fields.notify;
  if (fields.download !== start.download) rules.download = fields.download;
  return rules;
}

/** An open link sends none of the protection typed before the owner chose open again. */
function asChosen(fields: LinkFields): LinkFields {
  if (fields.access !== 'open') return fields;
  return { ...fields, password: '', removePassword: false, requireEmail: false };
}

/** The domains typed, as the server will store them (lower-cased, no duplicates); [] when any is wrong. */
function domainList(text: string): string[] {
  const parsed = parseDomains(splitDomains(text));
  return parsed.ok ? parsed.list : [];
}

/** What is wrong with the values the form would send (an unchanged value is not checked again). */
export function checkFields(typed: LinkFields, start: LinkFields, now = Date.now()): LinkFieldErrors {
  const fields = asChosen(typed);
  const errors: LinkFieldErrors = {};
  if (fields.name.trim().length > VIEW_LINK_LIMITS.name) errors.name = 'tooLong';
  const { password } = fields;
  const passwordSent = !fields.removePassword && password !== '';
  if (
    passwordSent &&
    (password.length < VIEW_LINK_LIMITS.passwordMin || password.length > VIEW_LINK_LIMITS.passwordMax)
  ) {
    errors.password = 'length';
  }
  // Chosen protected, it must be: the link would otherwise be created open.
  if (fields.access === 'protected' && !passwordSent && !fields.requireEmail) {
    errors.password = 'protectionNeeded';
  }
  if (fields.expires !== '' && fields.expires !== start.expires) {
    const moment = new Date(fields.expires).getTime();
    if (Number.isNaN(moment)) errors.expires = 'invalid';
    else if (moment <= now) errors.expires = 'past';
  }
  if (fields.requireEmail) {
    const parts = splitDomains(fields.domains);
    const invalid = parts.find((part) => !parseDomains([part]).ok);
    if (invalid !== undefined) errors.domains = { invalid };
    else if (!parseDomains(parts).ok) errors.domains = 'tooMany';
  }
  return errors;
}
