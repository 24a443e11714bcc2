// Publishing a recording, the editor's save and re-recording from a step (contracts/video.ts).
// Thin: validate the shapes, ask recording.service (permissions, the upload, the deck's snapshot).
import Type from 'typebox';
import type { Presentation } from '../../db/rows';
import { PRIVACIES } from '../../kernel/document/import-metadata';
import { LIMITS } from '../../kernel/limits';
import { presentationPath } from '../../kernel/paths';
import { type App, Oid, OidParams, requireUser, responses } from '../../server/edge';
import { AppError } from '../../server/errors';
import { EditsBody, TimelineBody } from '../../server/routes/api/response-schemas';
import { RECORDING_LIMITS } from './contracts';
import { publishRecording, updateRecording } from './recording.service';
import { setRecordingCover } from './recording-cover.service';
import { addTake } from './recording-takes.service';

const Captions = Type.String({ maxLength: RECORDING_LIMITS.captionsBytes });
const CoverMs = Type.Integer({ minimum: 0, maximum: 2 ** 31 - 1 });
const PublishBody = Type.Object(
  {
    uploadId: Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' }),
    deckOid: Oid,
    title: Type.String({ minLength: 1, maxLength: LIMITS.titleLength * 2 }),
    privacy: Type.Enum([...PRIVACIES]),
    timeline: TimelineBody,
    edits: EditsBody,
    captions: Captions,
    coverMs: CoverMs,
  },
  { additionalProperties: false },
);
const TakeEditsBody = Type.Object({ edits: EditsBody, captions: Captions }, { additionalProperties: false });
const EditBody = Type.Object(
  {
    edits: EditsBody,
    captions: Captions,
    coverMs: CoverMs,
    coverTake: Type.Optional(Type.Integer({ minimum: 0, maximum: RECORDING_LIMITS.takes })),
    laterTakes: Type.Optional(Type.Array(TakeEditsBody, { maxItems: RECORDING_LIMITS.takes })),
  },
  { additionalProperties: false },
);
const TakeBody = Type.Object(
  {
    uploadId: Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' }),
    fromStep: Type.Integer({ minimum: 0, maximum: 100_000 }),
    timeline: TimelineBody,
    edits: EditsBody,
    captions: Captions,
  },
  { additionalProperties: false },
);
const PublishedRecordingBody = Type.Object({ oid: Type.String(), path: Type.String() });
const present = (p: Presentation) => ({ oid: p.oid, path: presentationPath(p) });

/** A timeline of 5,000 entries and 200 KB of captions, written as JSON, with room to spare. */
const BODY_LIMIT = 1024 * 1024;
const LOG_IN = 'Log in to publish a recording.';

export async function recordingApiRoutes(app: App) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/api/v4/recordings/',
    {
      schema: { body: PublishBody, response: responses({ 201: PublishedRecordingBody }) },
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request, LOG_IN);
      const created = await publishRecording(app.handle, user, request.body, app.config.video.quotaBytes);
      return reply.code(201).send(present(created));
    },
  );

  app.put(
    '/api/v4/recordings/:oid/',
    {
      schema: { params: OidParams, body: EditBody, response: responses({ 200: PublishedRecordingBody }) },
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = requireUser(request, LOG_IN);
      return present(await updateRecording(app.handle, user, request.params.oid, request.body));
    },
  );

  // Re-record from a step: the new take is appended where the step first shows.
  app.post(
    '/api/v4/recordings/:oid/takes/',
    {
      schema: { params: OidParams, body: TakeBody, response: responses({ 201: PublishedRecordingBody }) },
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = requireUser(request, LOG_IN);
      const updated = await addTake(app.handle, app.videos.store, user, request.params.oid, request.body);
      return reply.code(201).send(present(updated));
    },
  );

  // The cover frame's picture, drawn by the browser: the body is the picture, judged by its bytes
  // (this plugin's own parser: image bodies reach no other route).
  app.addContentTypeParser(
    /^image\//,
    { parseAs: 'buffer', bodyLimit: RECORDING_LIMITS.coverBytes },
    (_request, body, done) => done(null, body),
  );
  app.put(
    '/api/v4/recordings/:oid/cover/',
    {
      schema: { params: OidParams, response: responses({ 200: Type.Object({ image: Type.String() }) }) },
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
    },
    async (request) => {
      const user = requireUser(request, LOG_IN);
      // Anything not sent as a picture type (JSON, text, a form) is no picture.
      if (!Buffer.isBuffer(request.body))
        throw new AppError(415, 'unsupported_image', 'Send a JPEG or WebP picture.');
      return setRecordingCover(app.handle, user, request.params.oid, request.body);
    },
  );
}
