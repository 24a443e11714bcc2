// Turns every failure into a clear answer (STYLE §5): JSON {error:{code,message}} for /api/,
// a readable page for everything else. 5xx internals are logged, never shown.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { renderPage } from '../render/render-page';

const isApi = (request: FastifyRequest) => request.url.startsWith('/api/');

const TITLES: Record<number, string> = {
  400: 'Something in that request was not right',
  401: 'Please log in',
  403: 'You cannot do that',
  404: 'Page not found',
  413: 'That is too large',
  429: 'Too many requests',
};

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
        { status, title: TITLES[status] ?? 'Something went wrong', message },
        { title: TITLES[status] ?? 'Error', noindex: true },
        status,
      );
    }
    return reply.code(status).header('cache-control', 'no-store').send({ error: { code, message } });
  }
  const title = TITLES[status] ?? 'Something went wrong';
  return renderPage(
    request,
    reply,
    'ErrorPage',
    { status, title, message },
    { title, noindex: true },
    status,
  );
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError)
        return sendError(request, reply, error.status, error.code, error.message);
      if ('validation' in error && error.validation) {
        const where = error.validationContext ?? 'request';
        return sendError(
          request,
          reply,
          400,
          'invalid_request',
          `Invalid ${where}: ${error.message.replace(/^(body|querystring|params|headers)\/?/, '')}`.trim(),
        );
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return sendError(request, reply, 429, 'rate_limited', error.message);
      if (status >= 400 && status < 500) {
        const code = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'body_too_large' : 'bad_request';
        return sendError(request, reply, status, code, error.message);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(
        request,
        reply,
        500,
        'internal_error',
        'Something went wrong on our side. Please try again.',
      );
    });
    app.setNotFoundHandler((request, reply) =>
      sendError(request, reply, 404, 'not_found', `There is nothing at ${request.url.split('?')[0]}.`),
    );
  },
  { name: 'podium-errors' },
);
