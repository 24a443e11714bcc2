// The pages a protected share link answers with while it is shut: its password (and e-mail) form,
// the code sent to an address it verifies, and why a code cannot be sent. Each is drawn in the
// deck's brand kit, named after who shared it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../platform/http/error-answers';
import { renderPage } from '../../platform/render/render-page';
import { displayName } from '../accounts';
import { gateBrandFor } from '../brand';
import { CODE_TTL_MS, type LinkLocked, maskEmail } from '../sharing';
import type {
  LinkCodeProblem as CodePageProblem,
  LinkFormProblem as LinkPasswordProblem,
} from './link-gate.contracts';

/** The deck's kit on its link's gate pages, named after who shared it (or the site). */
const lockedBrand = (request: FastifyRequest, locked: LinkLocked) =>
  gateBrandFor(
    request.server.db,
    locked.presentation,
    locked.owner ? displayName(locked.owner) : request.server.config.brandName,
  );

/** What went wrong with a share link's form: the password, or the e-mail address given. */
export type LinkFormProblem = LinkPasswordProblem | null;

const LINK_FORM_STATUS: Record<NonNullable<LinkFormProblem>, number> = {
  wrongPassword: 401,
  badEmail: 400,
  domainNotAllowed: 403,
  sendFailed: 503,
  tooManyCodes: 429,
  tooManyTries: 429,
  codeMissing: 401,
};

/**
 * A share link's page (401): the talk's title and who shared it, and what the link asks for. A
 * link that verifies addresses by a code, on a site that cannot send e-mail (any more), says so
 * instead (503) and opens nothing.
 */
export async function sendLinkPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  locked: LinkLocked,
  next: string,
  problem: LinkFormProblem,
  email = '',
) {
  if (locked.verifyEmail && !request.server.mailer.configured) return sendMailUnavailable(request, reply);
  const title = request.t(locked.askPassword ? 'link.passwordTitle' : 'link.emailTitle');
  // The link stays unknown to other sites, but the form's post must name our origin (CSRF): with
  // no-referrer the browser would send Origin: null.
  reply.header('referrer-policy', 'same-origin');
  return renderPage(
    request,
    reply,
    'LinkPasswordPage',
    {
      brand: await lockedBrand(request, locked),
      linkId: locked.linkId,
      title: locked.presentationTitle,
      ownerName: locked.owner ? displayName(locked.owner) : null,
      askPassword: locked.askPassword,
      askEmail: locked.askEmail,
      verifyEmail: locked.verifyEmail,
      // Named when an address at another domain was refused.
      allowedDomains: problem === 'domainNotAllowed' ? locked.allowedDomains : [],
      next,
      problem,
      email,
    },
    { title: `${title} · ${request.server.config.brandName}`, noindex: true },
    problem ? LINK_FORM_STATUS[problem] : 401,
  );
}

/** The code page's message: what happened to the code, or null right after it was sent. */
export type LinkCodeProblem = CodePageProblem | null;

const LINK_CODE_STATUS: Record<NonNullable<LinkCodeProblem>, number> = {
  wrongCode: 401,
  badCode: 400,
  void: 401,
  expired: 401,
  resent: 200,
  throttled: 429,
  sendFailed: 503,
};

/** The page that asks for the code sent to the visitor's address, and sends a new one. */
export async function sendLinkCodePage(
  request: FastifyRequest,
  reply: FastifyReply,
  locked: LinkLocked,
  next: string,
  email: string,
  problem: LinkCodeProblem,
) {
  reply.header('referrer-policy', 'same-origin');
  reply.header('cache-control', 'no-store');
  const title = request.t('link.codeTitle');
  return renderPage(
    request,
    reply,
    'LinkCodePage',
    {
      brand: await lockedBrand(request, locked),
      linkId: locked.linkId,
      title: locked.presentationTitle,
      ownerName: locked.owner ? displayName(locked.owner) : null,
      maskedEmail: maskEmail(email),
      email,
      next,
      problem,
      minutes: CODE_TTL_MS / 60_000,
    },
    { title: `${title} · ${request.server.config.brandName}`, noindex: true },
    problem ? LINK_CODE_STATUS[problem] : 200,
  );
}

/** A link that verifies addresses by e-mail while this site cannot send any: a readable 503. */
export const sendMailUnavailable = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(request, reply, 503, 'mail_not_configured', request.t('link.mailUnavailable'));
