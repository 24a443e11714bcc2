// A protected share link's form (/view/{link}/unlock/): the right password and, when the link asks
// for one, an e-mail address open it in this browser for UNLOCK_HOURS; tries are limited per link
// and address. A link that verifies addresses sends a code first (link-code.routes.ts). Registered
// among the view pages (pages.routes.ts).
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { type App, ViewLinkParams } from '../../platform/http/edge';
import { linkExpired, notFound } from '../../platform/http/errors';
import { verifyPassword } from '../../platform/passwords/passwords';
import {
  emailDomainAllowed,
  findLiveViewLink,
  giveBackPasswordTry,
  isEmailAddress,
  isExpired,
  linkDomains,
  recordLinkVisitor,
  takePasswordTry,
  type ViewLink,
} from '../sharing';
import { lockedFor, startVerification, unlockNext } from './link-code.routes';
import { type LinkFormProblem, sendLinkPassword } from './link-gate-pages.routes';

/** POST /view/{link}/unlock/: opens the link in this browser, sends a code, or shows the form again. */
export function linkUnlockRoute(app: App) {
  const UnlockBody = Type.Object({
    password: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Type.String({ maxLength: 1000 })),
    next: Type.Optional(Type.String({ maxLength: 2000 })),
  });
  app.post(
    '/view/:linkId/unlock/',
    {
      schema: { params: ViewLinkParams, body: UnlockBody },
      config: {
        // Our own origin, but no token: inside a frame on another site (an embedded protected
        // link) the browser keeps our Lax CSRF cookie away. Opening a link is no harm to force on
        // anyone: at worst they see a talk whose password the forger already knows.
        csrfOriginOnly: true,
        rateLimit: {
          max: app.config.rateLimits.auth,
          timeWindow: '1 minute',
          // The address names the link (/view/{link}/unlock/): one count per link and address.
          keyGenerator: (request) => `${request.ip}|${request.url.split('?')[0]}`,
        },
      },
    },
    async (request, reply) => {
      reply.header('referrer-policy', 'same-origin');
      const { linkId } = request.params;
      const link = await findLiveViewLink(app.db, linkId);
      if (!link) throw notFound('This link does not exist or has been revoked.');
      const now = new Date();
      if (isExpired(link, now)) throw linkExpired();
      const next = unlockNext(request.body.next, linkId);
      const email = (request.body.email ?? '').trim().toLowerCase();
      const problem = await unlockProblem(app, link, email, request.body.password ?? '', reply);
      // A link that verifies addresses sends a code first (link-code.routes.ts); nothing opens yet.
      if (problem === null && link.require_email && link.verify_email)
        return startVerification(request, reply, link, email, next);
      if (problem) {
        // The page again, with the talk's title and owner (a member needs nothing).
        const locked = await lockedFor(request, linkId);
        if (locked) return sendLinkPassword(request, reply, locked, next, problem, email);
        return reply.redirect(next, 303);
      }
      if (link.require_email) await recordLinkVisitor(app.db, link.link_id, email, now.toISOString());
      reply.rememberUnlock(link, link.require_email ? email : '');
      return reply.redirect(next, 303);
    },
  );
}

/**
 * What keeps the link's form from opening it, checked in this order: the address, the password
 * (a try taken from the link's budget before it is hashed; none left answers 429 with
 * Retry-After), the address's domain.
 */
async function unlockProblem(
  app: App,
  link: ViewLink,
  email: string,
  password: string,
  reply: FastifyReply,
): Promise<LinkFormProblem> {
  if (link.require_email && !isEmailAddress(email)) return 'badEmail';
  if (link.password_hash) {
    const turn = await takePasswordTry(app.db, link.link_id);
    if (!turn.ok) {
      reply.header('retry-after', String(turn.retryAfterSeconds));
      return 'tooManyTries';
    }
    if (!(await verifyPassword(password, link.password_hash))) return 'wrongPassword';
    await giveBackPasswordTry(app.db, link.link_id);
  }
  if (link.require_email && !emailDomainAllowed(email, linkDomains(link))) return 'domainNotAllowed';
  return null;
}
