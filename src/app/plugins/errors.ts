// Turns every failure into a clear answer: JSON {error:{code,message}} for /api/,
// a readable page for everything else. 5xx internals are logged, never shown.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LinkLocked } from '../../features/sharing';
import { sendLinkPassword } from '../../features/viewing/link-gate-pages.routes';
import { isDatabaseUnavailable } from '../../platform/db/postgres-errors';
import {
  isApi,
  isDatabaseBusy,
  isVanishedReference,
  RETRY_AFTER_SECONDS,
  sendError,
  sendNotFound,
} from '../../platform/http/error-answers';
import { AppError, isStorageFull, LoginRequired } from '../../platform/http/errors';

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof LoginRequired && !isApi(request))
        return reply.redirect(`/login/?next=${encodeURIComponent(request.url)}`, 303);
      if (error instanceof LinkLocked && !isApi(request) && request.method === 'GET')
        return sendLinkPassword(request, reply, error, request.url, null);
      if (error instanceof AppError) {
        if (error.retryAfterSeconds !== undefined)
          reply.header('retry-after', String(error.retryAfterSeconds));
        return sendError(request, reply, error.status, error.code, error.message);
      }
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
