// Turns every failure into a clear answer: JSON {error:{code,message}} for /api/,
// a readable page for everything else. 5xx internals are logged, never shown.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { displayName } from '../../features/accounts';
import { gateBrandFor } from '../../features/brand';
import { CODE_TTL_MS, LinkLocked } from '../../features/sharing';
import { maskEmail } from '../../features/sharing/rules';
import type {
  LinkCodeProblem as CodePageProblem,
  LinkFormProblem as LinkPasswordProblem,
} from '../../features/viewing/link-gate.contracts';
import type { MessageId } from '../../i18n/catalogs';
import { isDatabaseUnavailable } from '../../platform/db/postgres-errors';
import { AppError, isStorageFull, LoginRequired } from '../../platform/http/errors';
import { renderPage } from '../../platform/render/render-page';

const isApi = (request: FastifyRequest) => request.url.startsWith('/api/');

const TITLED = new Set([400, 401, 403, 404, 410, 413, 421, 429, 500, 503, 507]);
/** How long a client should wait before trying again while the database is away (seconds). */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A row that refers to one deleted meanwhile (a view, like or comment for a presentation whose
 * delete committed between loading it and writing): what it names no longer exists.
 */
export const isVanishedReference = (error: unknown) =>
  ['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY'].includes((error as { code?: string })?.code ?? '');

/** Too busy to answer: SQLite locked for longer than busy_timeout, PostgreSQL's statement_timeout. */
const isDatabaseBusy = (error: unknown) =>
  ['SQLITE_BUSY', 'SQLITE_LOCKED', '57014'].includes((error as { code?: string })?.code ?? '');
const titleOf = (request: FastifyRequest, status: number) =>
  request.t(TITLED.has(status) ? (`error.${status}` as MessageId) : 'error.500');

/**
 * The JSON error body, whatever the request accepts: for answers a page would not help (a video's
 * byte range, an upload's chunk). `fields` go beside `error` (an upload's offset to resume from).
 */
export function sendErrorBody(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  fields: Record<string, unknown> = {},
) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json')
    .send({ error: { code, message }, ...fields });
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
) {
  if (isApi(request) || request.method !== 'GET') {
    if (!isApi(request) && request.headers.accept?.includes('text/html')) {
      return renderPage(
        request,
        reply,
        'ErrorPage',
        { status, title: titleOf(request, status), message },
        { title: titleOf(request, status), noindex: true },
        status,
      );
    }
    return sendErrorBody(reply, status, code, message);
  }
  const title = titleOf(request, status);
  return renderPage(
    request,
    reply,
    'ErrorPage',
    { status, title, message },
    { title, noindex: true },
    status,
  );
}

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

/** The not-found answer, naming the path asked for (the query string left out). */
export const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(
    request,
    reply,
    404,
    'not_found',
    request.t('error.notFoundMessage', { path: request.url.split('?')[0] }),
  );

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof LoginRequired && !isApi(request))
        return reply.redirect(`/login/?next=${encodeURIComponent(request.url)}`, 303);
      if (error instanceof LinkLocked && !isApi(request) && request.method === 'GET')
        return sendLinkPassword(request, reply, error, request.url, null);
      if (error instanceof AppError)
        return sendError(request, reply, error.status, error.code, error.message);
      if ('validation' in error && error.validation) {
        const where = error.validationContext ?? 'request';
        // A page address whose id is malformed names a page that does not exist.
        if (where === 'params' && !isApi(request)) return sendNotFound(request, reply);
        return sendError(
          request,
          reply,
          400,
          'invalid_request',
          `Invalid ${where}: ${error.message.replace(/^(body|querystring|params|headers)\/?/, '')}`.trim(),
        );
      }
      if (isStorageFull(error)) {
        request.log.error({ err: error }, 'storage full');
        return sendError(request, reply, 507, 'storage_full', request.t('error.storageFullMessage'));
      }
      if (isDatabaseUnavailable(error) || isDatabaseBusy(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return sendError(request, reply, 503, 'database_unavailable', request.t('error.unavailableMessage'));
      }
      if (isVanishedReference(error)) return sendNotFound(request, reply);
      const status = error.statusCode ?? 500;
      if (status === 429) return sendError(request, reply, 429, 'rate_limited', error.message);
      if (status >= 400 && status < 500) {
        const code = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'body_too_large' : 'bad_request';
        return sendError(request, reply, status, code, error.message);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(request, reply, 500, 'internal_error', request.t('error.internalMessage'));
    });
    app.setNotFoundHandler(sendNotFound);
  },
  { name: 'podium-errors' },
);
