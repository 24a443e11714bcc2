// Who has opened which protected share link: one with a password, or one that
// asks for an e-mail address, or both. Opening it sets a cookie per link holding the address given
// (if any) and an HMAC of the link, its password hash and that address, so changing the password
// locks out everyone who had the old one, and the address cannot be swapped afterwards. A link that
// verifies the address opens only with a cookie marked as obtained through the code sent to it, and
// a link with allowed domains only for a cookie whose address is (still) at one of them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { emailDomainAllowed, isExpired } from './rules';
import { linkDomains, type ViewLink } from './tables';

export const LINK_COOKIE_PREFIX = 'podium_link_';
/** How long a right password keeps a link open in this browser. */
export const UNLOCK_HOURS = 12;

/** The request's view of the share links: the moment it is judged at, and which links it has opened. */
export interface LinkGate {
  now: Date;
  isUnlocked(link: ViewLink): boolean;
  /** The e-mail address this browser gave to open the link, when it asks for one. */
  emailFor(link: ViewLink): string | null;
}

/** No link opened (scripts, tests, and requests without cookies). */
export const closedGate = (now = new Date()): LinkGate => ({
  now,
  isUnlocked: () => false,
  emailFor: () => null,
});

/** Whether a link asks for something before it opens: a password, an e-mail address, or both. */
export const needsKey = (link: ViewLink): boolean => link.password_hash !== null || link.require_email;

/** Whether a live link opens for this request at all: not expired, and unlocked if it has a password. */
export const linkOpens = (link: ViewLink, gate: LinkGate): boolean =>
  !isExpired(link, gate.now) && (!needsKey(link) || gate.isUnlocked(link));

/** `verified`: the address was proven by a code sent to it, not only typed. */
export function unlockToken(
  secret: string,
  link: Pick<ViewLink, 'link_id' | 'password_hash'>,
  email = '',
  verified = false,
): string {
  return createHmac('sha256', secret)
    .update(`link-unlock:${link.link_id}:${link.password_hash ?? ''}:${email}${verified ? ':verified' : ''}`)
    .digest('base64url');
}

/** `{address}.{mac}`, and `.v` after it for an address verified by a code. */
const cookieValue = (secret: string, link: ViewLink, email: string, verified: boolean) =>
  `${Buffer.from(email).toString('base64url')}.${unlockToken(secret, link, email, verified)}${verified ? '.v' : ''}`;

/** The cookies a request carries, by name. */
export type Cookies = Readonly<Record<string, string | undefined>>;

/** The gate of a request with these cookies, judged at `now`: the links whose cookie holds. */
export function linkGateFor(cookies: Cookies, secret: string, now = new Date()): LinkGate {
  /** The address in this link's cookie when its HMAC holds; null when there is no valid cookie. */
  const opened = (link: ViewLink): string | null => {
    const given = cookies[`${LINK_COOKIE_PREFIX}${link.link_id}`];
    if (!given || !needsKey(link)) return null;
    const [encoded = '', mac = '', mark = ''] = given.split('.');
    const verified = mark === 'v';
    // A link that verifies opens only for an address proven by a code.
    if (link.verify_email && !verified) return null;
    const email = Buffer.from(encoded, 'base64url').toString('utf8');
    const expected = Buffer.from(unlockToken(secret, link, email, verified));
    const actual = Buffer.from(mac);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
    // The owner may have narrowed the domains since: the address must be at one of them today.
    if (link.require_email && !emailDomainAllowed(email, linkDomains(link))) return null;
    return email;
  };
  return {
    now,
    isUnlocked: (link) => opened(link) !== null,
    emailFor: (link) => (link.require_email ? opened(link) || null : null),
  };
}

/**
 * The cookie that keeps the link open in this browser, with the address given (if it asked for
 * one), `verified` when it was proven by a code sent to it. SameSite=None over https, so a protected
 * link embedded on another site can be opened inside its frame; Lax over plain http, where None is
 * refused.
 */
export function unlockCookie(
  secret: string,
  link: ViewLink,
  email: string,
  verified: boolean,
  secure: boolean,
) {
  return {
    name: `${LINK_COOKIE_PREFIX}${link.link_id}`,
    value: cookieValue(secret, link, email, verified),
    options: {
      path: '/',
      httpOnly: true,
      secure,
      sameSite: secure ? ('none' as const) : ('lax' as const),
      maxAge: UNLOCK_HOURS * 60 * 60,
    },
  };
}
