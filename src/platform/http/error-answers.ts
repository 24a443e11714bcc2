// Every failure's answer, in one shape: JSON {error:{code,message}} for /api/ calls and for
// requests that are not page loads, a readable error page otherwise. The error handler
// (app/plugins/errors.ts) and routes that answer a failure themselves both send it from here.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderPage } from '../render/render-page';

export const isApi = (request: FastifyRequest) => request.url.startsWith('/api/');

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
export const isDatabaseBusy = (error: unknown) =>
  ['SQLITE_BUSY', 'SQLITE_LOCKED', '57014'].includes((error as { code?: string })?.code ?? '');
const titleOf = (request: FastifyRequest, status: number) =>
  request.t(TITLED.has(status) ? (`error.${status}` as Parameters<FastifyRequest['t']>[0]) : 'error.500');

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

/** The not-found answer, naming the path asked for (the query string left out). */
export const sendNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(
    request,
    reply,
    404,
    'not_found',
    request.t('error.notFoundMessage', { path: request.url.split('?')[0] }),
  );
