// Publishing a recording, the editor's save, re-recording from a step, the cover picture and the
// list of a person's own recordings (contracts.ts). Thin: validate the shapes, ask the services
// (permissions, the upload, the deck's snapshot).
// Each call's method, path and schemas are declared once, in contracts.ts and schemas.ts (decision 084).
import { presentationPath } from '../../kernel/paths';
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { App } from '../../platform/http/edge';
import { AppError } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { requireViewer } from '../accounts';
import { RECORDING_LIMITS, recordingsApi } from './contracts';
import { publishRecording, updateRecording } from './recording.service';
import { setRecordingCover } from './recording-cover.service';
import { ownRecordings } from './recording-list.service';
import { addTake } from './recording-takes.service';
import { recordingsSchemas } from './schemas';

const present = (p: Presentation) => ({ oid: p.oid, path: presentationPath(p) });

/** A timeline of 5,000 entries and 200 KB of captions, written as JSON, with room to spare. */
const BODY_LIMIT = 1024 * 1024;
const LOG_IN = 'Log in to publish a recording.';

export async function recordingApiRoutes(app: App) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  const route = declaredRoutes(app, recordingsApi, recordingsSchemas);

  // The editor's video picker: the person's own recordings, a page at a time.
  app.route({
    ...route('ownRecordings'),
    handler: async (request) => {
      const viewer = requireViewer(request, 'Log in to see your recordings.');
      return ownRecordings(app.db, viewer, Number(request.query.page ?? '1'));
    },
  });

  app.route({
    ...route('publish'),
    bodyLimit: BODY_LIMIT,
    config: { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const viewer = requireViewer(request, LOG_IN);
      const created = await publishRecording(app.handle, viewer, request.body, app.config.video.quotaBytes);
      return reply.code(201).send(present(created));
    },
  });

  app.route({
    ...route('edit'),
    bodyLimit: BODY_LIMIT,
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request) => {
      const viewer = requireViewer(request, LOG_IN);
      return present(await updateRecording(app.handle, viewer, request.params.oid, request.body));
    },
  });

  // Re-record from a step: the new take is appended where the step first shows.
  app.route({
    ...route('addTake'),
    bodyLimit: BODY_LIMIT,
    config: { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const viewer = requireViewer(request, LOG_IN);
      const updated = await addTake(app.handle, app.videos.store, viewer, request.params.oid, request.body);
      return reply.code(201).send(present(updated));
    },
  });

  // The cover frame's picture, drawn by the browser: the body is the picture, judged by its bytes
  // (this plugin's own parser: image bodies reach no other route).
  app.addContentTypeParser(
    /^image\//,
    { parseAs: 'buffer', bodyLimit: RECORDING_LIMITS.coverBytes },
    (_request, body, done) => done(null, body),
  );
  app.route({
    ...route('cover'),
    config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
    handler: async (request) => {
      const viewer = requireViewer(request, LOG_IN);
      // Anything not sent as a picture type (JSON, text, a form) is no picture.
      if (!Buffer.isBuffer(request.body))
        throw new AppError(415, 'unsupported_image', 'Send a JPEG or WebP picture.');
      return setRecordingCover(app.handle, viewer, request.params.oid, request.body);
    },
  });
}
