// Resumable video uploads (contracts.ts): declare, send chunks at the
// server's offset, read the state, abandon. Thin: validate, ask video-upload.service. A chunk's
// body is not parsed: the raw request streams onto the upload's file (video-upload.service.ts
// bounds it), so no chunk is ever held whole in memory. Each call's method, path and schemas are
// declared once, in contracts.ts and schemas.ts (decision 084).
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { App } from '../../platform/http/edge';
import { sendErrorBody } from '../../platform/http/error-answers';
import { requireViewer } from '../accounts';
import { recordingsApi } from './contracts';
import { recordingsSchemas } from './schemas';
import {
  abandonUpload,
  appendChunk,
  declareUpload,
  OffsetMismatch,
  uploadStatus,
} from './video-upload.service';

const LOG_IN = 'Log in to upload a video.';

export async function videoUploadRoutes(app: App) {
  const store = app.videos.store;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  // The chunk is read by the handler from the raw request, as it arrives.
  app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null, undefined));

  const route = declaredRoutes(app, recordingsApi, recordingsSchemas);

  app.route({
    ...route('declareUpload'),
    bodyLimit: 4 * 1024,
    config: { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const viewer = requireViewer(request, LOG_IN);
      return reply.code(201).send(await declareUpload(store, viewer, request.body));
    },
  });

  app.route({
    ...route('sendChunk'),
    // A 2 GB upload is 256 chunks; retries after dropped connections come on top.
    config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const viewer = requireViewer(request, LOG_IN);
      if (request.headers['content-type'] !== 'application/octet-stream')
        return sendErrorBody(
          reply,
          415,
          'unsupported_media_type',
          'Send the chunk as application/octet-stream.',
        );
      const length = request.headers['content-length'];
      try {
        return await appendChunk(
          store,
          viewer,
          request.params.id,
          Number(request.query.offset),
          request.raw,
          length === undefined ? undefined : Number(length),
        );
      } catch (error) {
        if (!(error instanceof OffsetMismatch)) throw error;
        return sendErrorBody(reply, 409, error.code, error.message, { offset: error.offset });
      }
    },
  });

  app.route({
    ...route('uploadStatus'),
    handler: async (request) => uploadStatus(store, requireViewer(request, LOG_IN), request.params.id),
  });

  app.route({
    ...route('abandonUpload'),
    handler: async (request, reply) => {
      await abandonUpload(store, requireViewer(request, LOG_IN), request.params.id);
      return reply.code(204).send();
    },
  });
}
