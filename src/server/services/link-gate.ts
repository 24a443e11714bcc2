// Who has opened which password-protected share link (issue #16 item 1). A right password sets a
// cookie per link holding an HMAC of the link and its password hash, so changing the password
// locks out everyone who had the old one; nothing is stored on the server.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ViewLink } from '../../db/rows';
import { isExpired } from '../../domain/link-rules';
import { isSecureRequest } from '../plugins/session';

export const LINK_COOKIE_PREFIX = 'podium_link_';
/** How long a right password keeps a link open in this browser. */
export const UNLOCK_HOURS = 12;

/** The request's view of the share links: the moment it is judged at, and which links it has opened. */
export interface LinkGate {
  now: Date;
  isUnlocked(link: ViewLink): boolean;
}

/** No link opened (scripts, tests, and requests without cookies). */
export const closedGate = (now = new Date()): LinkGate => ({ now, isUnlocked: () => false });

/** Whether a live link opens for this request at all: not expired, and unlocked if it has a password. */
export const linkOpens = (link: ViewLink, gate: LinkGate): boolean =>
  !isExpired(link, gate.now) && (!link.password_hash || gate.isUnlocked(link));

export function unlockToken(secret: string, link: Pick<ViewLink, 'link_id' | 'password_hash'>): string {
  return createHmac('sha256', secret)
    .update(`link-unlock:${link.link_id}:${link.password_hash ?? ''}`)
    .digest('base64url');
}

export function linkGateFor(request: FastifyRequest, now = new Date()): LinkGate {
  const secret = request.server.config.secretKey;
  return {
    now,
    isUnlocked(link) {
      const given = request.cookies[`${LINK_COOKIE_PREFIX}${link.link_id}`];
      if (!given || !link.password_hash) return false;
      const expected = Buffer.from(unlockToken(secret, link));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

/**
 * Keeps the link open in this browser. SameSite=None over https, so a protected link embedded on
 * another site can be opened inside its frame; Lax over plain http, where None is refused.
 */
export function rememberUnlock(request: FastifyRequest, reply: FastifyReply, link: ViewLink): void {
  const secure = isSecureRequest(request);
  reply.setCookie(
    `${LINK_COOKIE_PREFIX}${link.link_id}`,
    unlockToken(request.server.config.secretKey, link),
    {
      path: '/',
      httpOnly: true,
      secure,
      sameSite: secure ? 'none' : 'lax',
      maxAge: UNLOCK_HOURS * 60 * 60,
    },
  );
}
