// Share links that verify the visitor's address by a 6-digit code sent to it.
// The link's form (link-unlock.routes.ts, /view/{link}/unlock/) checks the address, its domain and the
// password, then sends a code (startVerification) and shows the code page; the right code opens the
// link in this browser with a cookie marked as verified (link-gate.ts), the same cookie as a typed
// address otherwise, so who watched and the statistics follow. Like the unlock form: server-rendered
// forms, our origin but no CSRF token (they work inside an embed frame), limited per address.

import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { JOIN_CODE_PATTERN } from '../../kernel/ids';
import { type App, ViewLinkParams } from '../../platform/http/edge';
import { linkExpired, notFound } from '../../platform/http/errors';
import { loadFor } from '../access';
import {
  checkLinkCode,
  emailDomainAllowed,
  findLinkCode,
  findLiveViewLink,
  isEmailAddress,
  isExpired,
  LinkLocked,
  linkDomains,
  recordLinkVisitor,
  sendLinkCode,
  typedCode,
  type ViewLink,
} from '../sharing';
import {
  type LinkCodeProblem,
  sendLinkCodePage,
  sendLinkPassword,
  sendMailUnavailable,
} from './link-gate-pages.routes';

/**
 * The link's lock as this visitor meets it (title, owner, what it asks for), or null when they may
 * see the talk without it (its owner, a collaborator, or anyone when it is listed).
 */
export async function lockedFor(request: FastifyRequest, linkId: string): Promise<LinkLocked | null> {
  try {
    await loadFor(request.server.db, { viewLinkId: linkId }, request.actor.viewer, 'presentation.view');
    return null;
  } catch (error) {
    if (error instanceof LinkLocked) return error;
    throw error;
  }
}

/** Sends a code to the address and answers with a code page: `resent` for "Send a new code". */
async function sendCode(
  request: FastifyRequest,
  reply: FastifyReply,
  locked: LinkLocked,
  email: string,
  next: string,
  resent: boolean,
) {
  const app = request.server;
  let result: Awaited<ReturnType<typeof sendLinkCode>>;
  try {
    result = await sendLinkCode(app.db, locked.linkId, email, {
      mailer: app.mailer,
      secret: app.config.secretKey,
      t: request.t,
      brandName: app.config.brandName,
      title: locked.presentationTitle,
    });
  } catch (error) {
    // The SMTP server is away or refused: nothing was stored, the visitor may try again.
    request.log.warn({ err: error }, 'could not send a link code');
    return resent
      ? sendLinkCodePage(request, reply, locked, next, email, 'sendFailed')
      : sendLinkPassword(request, reply, locked, next, 'sendFailed', email);
  }
  if (result === 'tooMany') return sendLinkPassword(request, reply, locked, next, 'tooManyCodes', email);
  const problem: LinkCodeProblem = result === 'throttled' ? 'throttled' : resent ? 'resent' : null;
  return sendLinkCodePage(request, reply, locked, next, email, problem);
}

/** After the link's form: the address (at an allowed domain) and password are right; send a code. */
export async function startVerification(
  request: FastifyRequest,
  reply: FastifyReply,
  link: ViewLink,
  email: string,
  next: string,
) {
  const locked = await lockedFor(request, link.link_id);
  if (!locked) return reply.redirect(next, 303);
  if (!request.server.mailer.configured) return sendMailUnavailable(request, reply);
  return sendCode(request, reply, locked, email, next, false);
}

/** Where a link's password page returns to: a page of that same link, or its view page. */
const LIVE_PAGE = new RegExp(`^/live/${JOIN_CODE_PATTERN.slice(1, -1)}/$`);

export function unlockNext(next: string | undefined, linkId: string): string {
  const allowed = [`/view/${linkId}/`, `/p/embed/${linkId}/`];
  // A live session started through the link comes back to its page once opened.
  const livePage = next !== undefined && LIVE_PAGE.test(next);
  return next &&
    (livePage || allowed.some((start) => next === start || next.startsWith(start))) &&
    !next.includes('//', 1)
    ? next
    : `/view/${linkId}/`;
}

export async function linkCodeRoutes(app: App) {
  const CodeBody = Type.Object({
    email: Type.Optional(Type.String({ maxLength: 1000 })),
    code: Type.Optional(Type.String({ maxLength: 100 })),
    next: Type.Optional(Type.String({ maxLength: 2000 })),
  });
  const config = {
    // As the unlock form: our own origin, no token (an embed frame on another site gets no cookie).
    csrfOriginOnly: true,
    rateLimit: {
      max: app.config.rateLimits.auth,
      timeWindow: '1 minute',
      // The address names the link: one count per link, form and address.
      keyGenerator: (request: FastifyRequest) => `${request.ip}|${request.url.split('?')[0]}`,
    },
  };

  /**
   * What both forms start from: the live link that verifies, the address typed (at an allowed
   * domain), and the lock this visitor meets. Anything else sends them back to the link's page,
   * which shows what the link asks today.
   */
  async function prelude(
    request: FastifyRequest<{ Params: { linkId: string }; Body: { email?: string; next?: string } }>,
    reply: FastifyReply,
  ) {
    reply.header('referrer-policy', 'same-origin');
    const { linkId } = request.params;
    const link = await findLiveViewLink(app.db, linkId);
    if (!link) throw notFound('This link does not exist or has been revoked.');
    if (isExpired(link, new Date())) throw linkExpired();
    const next = unlockNext(request.body.next, linkId);
    const email = (request.body.email ?? '').trim().toLowerCase();
    const verifies = link.require_email && link.verify_email;
    const fits = isEmailAddress(email) && emailDomainAllowed(email, linkDomains(link));
    const locked = verifies && fits ? await lockedFor(request, linkId) : null;
    return { link, next, email, locked };
  }

  app.post(
    '/view/:linkId/code/',
    { schema: { params: ViewLinkParams, body: CodeBody }, config },
    async (request, reply) => {
      const { link, next, email, locked } = await prelude(request, reply);
      if (!locked) return reply.redirect(next, 303);
      if (!app.mailer.configured) return sendMailUnavailable(request, reply);
      const code = typedCode(request.body.code ?? '');
      if (!code) return sendLinkCodePage(request, reply, locked, next, email, 'badCode');
      const now = new Date();
      const result = await checkLinkCode(app.db, app.config.secretKey, link.link_id, email, code, now);
      if (result === 'missing') return sendLinkPassword(request, reply, locked, next, 'codeMissing', email);
      if (result !== 'ok') {
        const problem = result === 'wrong' ? 'wrongCode' : result;
        return sendLinkCodePage(request, reply, locked, next, email, problem);
      }
      await recordLinkVisitor(app.db, link.link_id, email, now.toISOString());
      reply.rememberUnlock(link, email, true);
      return reply.redirect(next, 303);
    },
  );

  app.post(
    '/view/:linkId/code/new/',
    { schema: { params: ViewLinkParams, body: CodeBody }, config },
    async (request, reply) => {
      const { link, next, email, locked } = await prelude(request, reply);
      if (!locked) return reply.redirect(next, 303);
      if (!app.mailer.configured) return sendMailUnavailable(request, reply);
      // Only an address that passed the form (and its password) has a code to renew.
      if (!(await findLinkCode(app.db, link.link_id, email)))
        return sendLinkPassword(request, reply, locked, next, 'codeMissing', email);
      return sendCode(request, reply, locked, email, next, true);
    },
  );
}
