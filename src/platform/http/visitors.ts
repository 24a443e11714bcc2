// Who a visitor is, for counting views and owning visits, and whether they are
// a bot. Hashes, never the cookie or address itself.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { CSRF_COOKIE } from './cookies';

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** A visitor in another site's frame: no cookie reaches us there, so their address and browser, hashed. */
export function embedVisitorId(request: FastifyRequest): string {
  const browser = String(request.headers['user-agent'] ?? '').slice(0, 300);
  return `embed:${hash(`${request.ip}|${browser}`)}`;
}

/** A signed-in visitor is their account; others are their long-lived CSRF cookie, hashed. */
export function visitorId(request: FastifyRequest): string {
  if (request.actor.viewer) return `user:${request.actor.viewer.id}`;
  return `anon:${hash(request.cookies[CSRF_COOKIE] ?? request.ip)}`;
}

/**
 * A crawler, spider or headless browser by its user agent (the isbot library's list). A request
 * without one is given the benefit of the doubt: browsers always send it, and the visit must still
 * reach a step to count.
 */
export function isBotRequest(request: FastifyRequest): boolean {
  const agent = request.headers['user-agent'];
  return typeof agent === 'string' && agent !== '' && isbot(agent);
}
