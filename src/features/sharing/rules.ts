// The rules of a per-recipient share link: a name, a password, an expiry, an
// e-mail gate with optional verification by a code and an allow-list of e-mail domains.
// Pure: checking what an owner asks for, and whether a link still opens.
import type { ViewLinkRules } from './contracts';
import { LINK_DOWNLOADS, LINK_NOTIFY, type LinkDownload, type LinkNotify } from './link-choices-rules';

/** The rules a link is created with, or changed to: their wire shape is declared once (schemas.ts). */
export type { ViewLinkRules } from './contracts';
export { LINK_DOWNLOADS, LINK_NOTIFY, type LinkDownload, type LinkNotify } from './link-choices-rules';

/** The stored form of a link's download rule: null inherits, 1 allows, 0 forbids. */
export const storedLinkDownload = (rule: LinkDownload): 0 | 1 | null =>
  rule === 'inherit' ? null : rule === 'allow' ? 1 : 0;
export const linkDownloadOf = (stored: number | null): LinkDownload =>
  stored === null ? 'inherit' : stored === 1 ? 'allow' : 'forbid';

export const VIEW_LINK_LIMITS = { name: 100, passwordMin: 8, passwordMax: 200, domains: 50 } as const;

/** The longest expiry an owner may set: ten years ahead. */
export const MAX_EXPIRY_MS = 10 * 366 * 24 * 60 * 60 * 1000;

/** What changes on the link: a field left out stays; null removes it. The password is still plain. */
export interface LinkChanges {
  name?: string | null;
  password?: string | null;
  expiresAt?: string | null;
  requireEmail?: boolean;
  verifyEmail?: boolean;
  /** Lower-cased, checked, without duplicates; null: any domain. */
  allowedDomains?: string[] | null;
  notify?: LinkNotify;
  download?: LinkDownload;
}

export type ParsedRules = { ok: true; changes: LinkChanges } | { ok: false; message: string };

/**
 * Checks an owner's rules; `now` is when they take effect, `current` what the link asks today (a new
 * link asks nothing). Verification and domains need the e-mail gate: asking for them without it is
 * refused; turning the gate off turns them off too.
 */
export function parseLinkRules(
  rules: ViewLinkRules,
  now: Date,
  current: { requireEmail: boolean } = { requireEmail: false },
): ParsedRules {
  const changes: LinkChanges = {};
  if (rules.name !== undefined) {
    const name = rules.name?.trim() ?? '';
    if (name.length > VIEW_LINK_LIMITS.name)
      return { ok: false, message: `The name can be at most ${VIEW_LINK_LIMITS.name} characters.` };
    changes.name = name === '' ? null : name;
  }
  if (rules.password !== undefined) {
    const password = rules.password;
    if (
      password !== null &&
      (password.length < VIEW_LINK_LIMITS.passwordMin || password.length > VIEW_LINK_LIMITS.passwordMax)
    ) {
      return {
        ok: false,
        message: `The password must have ${VIEW_LINK_LIMITS.passwordMin} to ${VIEW_LINK_LIMITS.passwordMax} characters.`,
      };
    }
    changes.password = password;
  }
  if (rules.expiresAt !== undefined) {
    if (rules.expiresAt === null) changes.expiresAt = null;
    else {
      const at = Date.parse(rules.expiresAt);
      if (!Number.isFinite(at)) return { ok: false, message: 'The expiry must be a date and time.' };
      if (at <= now.getTime()) return { ok: false, message: 'The expiry must be in the future.' };
      if (at - now.getTime() > MAX_EXPIRY_MS)
        return { ok: false, message: 'The expiry can be at most ten years ahead.' };
      changes.expiresAt = new Date(at).toISOString();
    }
  }
  if (rules.requireEmail !== undefined) changes.requireEmail = rules.requireEmail;
  const gated = rules.requireEmail ?? current.requireEmail;
  if (rules.verifyEmail !== undefined) {
    if (rules.verifyEmail && !gated)
      return {
        ok: false,
        message: 'Verifying the address by a code needs requireEmail (ask for an e-mail address).',
      };
    changes.verifyEmail = rules.verifyEmail;
  }
  if (rules.allowedDomains !== undefined) {
    const domains = parseDomains(rules.allowedDomains ?? []);
    if (!domains.ok) return domains;
    if (domains.list.length > 0 && !gated)
      return { ok: false, message: 'Allowed e-mail domains need requireEmail (ask for an e-mail address).' };
    changes.allowedDomains = domains.list.length > 0 ? domains.list : null;
  }
  // No e-mail asked for any more: nothing to verify or to check against a list.
  if (rules.requireEmail === false) {
    changes.verifyEmail = false;
    changes.allowedDomains = null;
  }
  if (rules.notify !== undefined) {
    if (!(LINK_NOTIFY as readonly string[]).includes(rules.notify))
      return { ok: false, message: 'notify must be off, first or every.' };
    changes.notify = rules.notify;
  }
  if (rules.download !== undefined) {
    if (!LINK_DOWNLOADS.includes(rules.download))
      return { ok: false, message: "Downloads must be 'inherit', 'allow' or 'forbid'." };
    changes.download = rules.download;
  }
  return { ok: true, changes };
}

/** A domain name such as example.com or mail.example.co.uk (letters, digits, hyphens; IDNs as xn--). */
const DOMAIN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** E-mail domains as an owner types them: trimmed, lower-cased, a leading @ dropped, duplicates too. */
export function parseDomains(
  given: readonly string[],
): { ok: true; list: string[] } | { ok: false; message: string } {
  const list: string[] = [];
  for (const raw of given) {
    const domain = raw.trim().toLowerCase().replace(/^@/, '');
    if (domain === '') continue;
    if (!DOMAIN.test(domain) || !domain.includes('.') || /^[0-9.]+$/.test(domain))
      return { ok: false, message: `“${domain.slice(0, 60)}” is not an e-mail domain such as example.com.` };
    if (!list.includes(domain)) list.push(domain);
  }
  if (list.length > VIEW_LINK_LIMITS.domains)
    return { ok: false, message: `At most ${VIEW_LINK_LIMITS.domains} e-mail domains.` };
  return { ok: true, list };
}

/** Splits what the owner typed in the domains field: commas, spaces or one per line. */
export const splitDomains = (text: string): string[] => text.split(/[\s,;]+/).filter((part) => part !== '');

/** Whether an address is at one of the domains (exactly: sub.example.com is not example.com); any with none. */
export function emailDomainAllowed(email: string, domains: readonly string[] | null): boolean {
  if (!domains || domains.length === 0) return true;
  const at = email.lastIndexOf('@');
  return at > 0 && domains.includes(email.slice(at + 1).toLowerCase());
}

/** An address shown back without spelling it out: a…@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '…';
  return `${email.slice(0, 1)}…${email.slice(at)}`;
}

/**
 * One plain address, local@domain.tld, at most 254 characters. The local part is a dot-atom of
 * RFC 5322's atext: no comma, semicolon, angle bracket, quote, parenthesis or colon, each of which
 * makes a mailer read a list, a display name or a group, so `bob,mallory@x.test` would be mailed
 * to mallory while the visitor is recorded as something else.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export function isEmailAddress(text: string): boolean {
  if (text.length > 254) return false;
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@')) return false;
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  return (
    local.length <= 64 && LOCAL_PART.test(local) && labels.length >= 2 && labels.every((l) => LABEL.test(l))
  );
}

/** Whether a link's time is up (it then answers 410 on every surface). */
export const isExpired = (link: { expires_at: string | null }, now: Date): boolean =>
  link.expires_at !== null && Date.parse(link.expires_at) <= now.getTime();
