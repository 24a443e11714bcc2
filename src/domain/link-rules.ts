// The rules of a per-recipient share link (issue #16 item 1): a name, a password and an expiry.
// Pure: checking what an owner asks for, and whether a link still opens.

/** The rules a link is created with, or changed to (issue #16): each field left out stays as it is. */
export interface ViewLinkRules {
  /** Up to 100 characters; null or '' removes it. */
  name?: string | null;
  /** 8 to 200 characters; null removes it. */
  password?: string | null;
  /** An ISO 8601 moment in the future; null removes it. */
  expiresAt?: string | null;
  /** Visitors give an e-mail address before viewing (the owner sees who watched). */
  requireEmail?: boolean;
  /** Downloads through this link: as the presentation says, or allowed, or forbidden (issue #16). */
  download?: LinkDownload;
}

/** A link's download rule: 'inherit' follows the presentation's "Allow downloads". */
export type LinkDownload = 'inherit' | 'allow' | 'forbid';
export const LINK_DOWNLOADS: readonly LinkDownload[] = ['inherit', 'allow', 'forbid'];

/** The stored form of a link's download rule: null inherits, 1 allows, 0 forbids. */
export const storedLinkDownload = (rule: LinkDownload): 0 | 1 | null =>
  rule === 'inherit' ? null : rule === 'allow' ? 1 : 0;
export const linkDownloadOf = (stored: number | null): LinkDownload =>
  stored === null ? 'inherit' : stored === 1 ? 'allow' : 'forbid';

export const VIEW_LINK_LIMITS = { name: 100, passwordMin: 8, passwordMax: 200 } as const;

/** The longest expiry an owner may set: ten years ahead. */
export const MAX_EXPIRY_MS = 10 * 366 * 24 * 60 * 60 * 1000;

/** What changes on the link: a field left out stays; null removes it. The password is still plain. */
export interface LinkChanges {
  name?: string | null;
  password?: string | null;
  expiresAt?: string | null;
  requireEmail?: boolean;
  download?: LinkDownload;
}

export type ParsedRules = { ok: true; changes: LinkChanges } | { ok: false; message: string };

/** Checks an owner's rules; `now` is when they take effect. */
export function parseLinkRules(rules: ViewLinkRules, now: Date): ParsedRules {
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
  if (rules.download !== undefined) {
    if (!LINK_DOWNLOADS.includes(rules.download))
      return { ok: false, message: "Downloads must be 'inherit', 'allow' or 'forbid'." };
    changes.download = rules.download;
  }
  return { ok: true, changes };
}

/** An e-mail address as people type them: something@somewhere.tld, at most 254 characters. */
export const isEmailAddress = (text: string): boolean =>
  text.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/** Whether a link's time is up (it then answers 410 on every surface). */
export const isExpired = (link: { expires_at: string | null }, now: Date): boolean =>
  link.expires_at !== null && Date.parse(link.expires_at) <= now.getTime();
