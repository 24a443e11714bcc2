// Resumable video uploads (contracts/video.ts): declare, send chunks at the
// server's offset, read the state, abandon. Thin: validate, ask video-upload.service. A chunk's
// body is not parsed: the raw request streams onto the upload's file (video-upload.service.ts
// bounds it), so no chunk is ever held whole in memory.
import Type from 'typebox';
import { type App, NO_CONTENT, requireUser, responses } from '../../server/edge';
import { sendErrorBody } from '../../server/plugins/errors';
import { VIDEO_MIME_TYPES } from './contracts';
import {
  abandonUpload,
  appendChunk,
  declareUpload,
  OffsetMismatch,
  uploadStatus,
} from './video-upload.service';

const UploadId = Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' });
const UploadParams = Type.Object({ id: UploadId });
const Offset = Type.String({ pattern: '^(0|[1-9][0-9]{0,14})$' });

const DeclarationBody = Type.Object(
  {
    bytes: Type.Integer({ minimum: 1, maximum: 2 ** 52 }),
    mimeType: Type.Enum([...VIDEO_MIME_TYPES]),
    durationMs: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }),
  },
  { additionalProperties: false },
);
const CreatedBody = Type.Object({ id: Type.String(), offset: Type.Literal(0), chunkBytes: Type.Integer() });
const ProgressBody = Type.Object({ offset: Type.Integer() });
const ConflictBody = Type.Object({
  error: Type.Object({ code: Type.String(), message: Type.String() }),
  offset: Type.Optional(Type.Integer()),
});
const StatusBody = Type.Object({
  offset: Type.Integer(),
  bytes: Type.Integer(),
  state: Type.Enum(['uploading', 'complete', 'rejected']),
  reason: Type.Union([Type.String(), Type.Null()]),
});

const LOG_IN = 'Log in to upload a video.';

export async function videoUploadRoutes(app: App) {
  const store = app.videos.store;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  // The chunk is read by the handler from the raw request, as it arrives.
  app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null, undefined));

  app.post(
    '/api/v4/video-uploads/',
    {
      schema: { body: DeclarationBody, response: responses({ 201: CreatedBody }) },
      bodyLimit: 4 * 1024,
      config: { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request, LOG_IN);
      return reply.code(201).send(await declareUpload(store, user, request.body));
    },
  );

  app.put(
    '/api/v4/video-uploads/:id/',
    {
      schema: {
        params: UploadParams,
        querystring: Type.Object({ offset: Offset }, { additionalProperties: false }),
        response: responses({ 200: ProgressBody, 409: ConflictBody }),
      },
      // A 2 GB upload is 256 chunks; retries after dropped connections come on top.
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request, LOG_IN);
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
          user,
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
  );

  app.get(
    '/api/v4/video-uploads/:id/',
    { schema: { params: UploadParams, response: responses({ 200: StatusBody }) } },
    async (request) => uploadStatus(store, requireUser(request, LOG_IN), request.params.id),
  );

  app.delete(
    '/api/v4/video-uploads/:id/',
    { schema: { params: UploadParams, response: responses(NO_CONTENT) } },
    async (request, reply) => {
      await abandonUpload(store, requireUser(request, LOG_IN), request.params.id);
      return reply.code(204).send();
    },
  );
}
