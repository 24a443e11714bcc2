// The editor's calls, under /api/v4/presentation: save the document, autosave a canvas deck, store
// a picture in a deck's media, make an uploaded video one of its videos, and list and restore earlier
// versions; the comment calls are comments.routes.ts's. Every write needs
// a signed-in caller (401), a presentation they can see (404) and the right to edit or comment on
// it (403). Each call's method, path and schemas are declared once, in contracts.ts and schemas.ts
// (decision 084).
import type { FastifyRequest } from 'fastify';
import { isOid } from '../../kernel/ids';
import { EDITOR_LIMITS } from '../../kernel/limits';
import { declaredRoutes } from '../../platform/http/declared-routes';
import type { App } from '../../platform/http/edge';
import { forbidden, unauthorized } from '../../platform/http/errors';
import { loadFor } from '../access';
import { requireViewer } from '../accounts';
import { redrawBrandThumbnail } from '../brand';
import { attachDeckVideo } from '../recordings';
import { PICTURE_TYPES, storePicture, unsupportedPicture } from './canvas-media.service';
import { syncCanvas } from './canvas-sync.service';
import { commentRoutes } from './comments.routes';
import { editorApi } from './contracts';
import { restoreVersion, saveDocument, versionsOf } from './editor.service';
import { canvasLiveRoutes } from './live.routes';
import { editorSchemas } from './schemas';

/** A call on one presentation: its oid in the path. */
type OidRequest = FastifyRequest<{ Params: { oid: string } }>;

/** The presentation if the caller may edit it: 404 if they cannot see it, 401 signed out, 403 otherwise. */
async function loadForEditing(app: App, request: OidRequest) {
  const { actor } = request;
  const { presentation } = await loadFor(app.db, request.params, actor.viewer, 'presentation.edit', {
    refused: () =>
      actor.viewer
        ? forbidden('Only the owner and editors can change this presentation.', 'not_editor')
        : unauthorized(),
  });
  return presentation;
}

export async function editorApiRoutes(app: App) {
  documentRoutes(app);
  canvasRoutes(app);
  commentRoutes(app);
  await app.register(canvasLiveRoutes);
  // Its own plugin, so the picture types' parser reaches this route and no other.
  await app.register(pictureRoutes);
}

/** The document: save it, list its earlier versions and restore one. */
function documentRoutes(app: App) {
  const route = declaredRoutes(app, editorApi, editorSchemas);

  // Writes need an account before anything else is looked at.
  app.route({
    ...route('save'),
    bodyLimit: EDITOR_LIMITS.sourceLength * 6,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      const viewer = requireViewer(request);
      const presentation = await loadForEditing(app, request);
      const { asEdit, ...saved } = await saveDocument(app.handle, presentation, viewer, request.body);
      // Saved as an edit, it reaches the canvas's live editors; otherwise their deck is no more.
      if (asEdit) app.canvasLive.catchUp(presentation.id);
      else app.canvasLive.reset(presentation.id);
      // A deck in the `brand` theme gets its thumbnail drawn with its published kit.
      await redrawBrandThumbnail(app.db, presentation.id);
      return saved;
    },
  });

  app.route({
    ...route('versions'),
    handler: async (request, reply) => {
      const presentation = await loadForEditing(app, request);
      reply.header('cache-control', 'private, no-store');
      return { versions: await versionsOf(app.db, presentation.id) };
    },
  });

  app.route({
    ...route('restore'),
    handler: async (request) => {
      const viewer = requireViewer(request);
      const presentation = await loadForEditing(app, request);
      const { asEdit, ...restored } = await restoreVersion(
        app.handle,
        presentation,
        viewer,
        Number(request.params.id),
      );
      // Restored as an edit, it reaches the open editors; otherwise their deck is no more.
      if (asEdit) app.canvasLive.catchUp(presentation.id);
      else app.canvasLive.reset(presentation.id);
      await redrawBrandThumbnail(app.db, presentation.id);
      return restored;
    },
  });
}

/** A canvas deck's autosave: about one call a second while someone edits, so its limit is wide. */
function canvasRoutes(app: App) {
  const route = declaredRoutes(app, editorApi, editorSchemas);

  app.route({
    ...route('canvasSync'),
    // The update as base64, and room for the state vector and the JSON around them.
    bodyLimit: EDITOR_LIMITS.canvasUpdateLength + 100_000,
    config: {
      rateLimit: {
        max: 300,
        timeWindow: '1 minute',
        // Per person, whichever tab or deck: two tabs autosaving share one allowance.
        keyGenerator: (request: FastifyRequest) => `canvas-sync|${request.actor?.viewer?.id ?? request.ip}`,
      },
    },
    handler: async (request, reply) => {
      const viewer = requireViewer(request);
      const presentation = await loadForEditing(app, request);
      const synced = await syncCanvas(app.handle, presentation, viewer, request.body);
      // Most syncs change nothing stored (another tab's edits fetched, a retry): no picture to redraw.
      if (synced.updatedAt !== presentation.updated_at) await redrawBrandThumbnail(app.db, presentation.id);
      reply.header('cache-control', 'private, no-store');
      return synced;
    },
  });

  app.route({
    ...route('attachVideo'),
    config: { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const viewer = requireViewer(request);
      const presentation = await loadForEditing(app, request);
      const attached = await attachDeckVideo(
        app.handle,
        app.videos.store,
        viewer,
        presentation,
        request.body.upload,
      );
      return reply.code(201).header('cache-control', 'private, no-store').send(attached);
    },
  });
}

/** The media type of a request's body, without its parameters (`image/png; x=y` is `image/png`). */
const mediaTypeOf = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() || undefined;

/** A picture chosen, dropped or pasted into a canvas deck: the body is the picture itself. */
async function pictureRoutes(app: App) {
  const route = declaredRoutes(app, editorApi, editorSchemas);
  app.addContentTypeParser(
    [...PICTURE_TYPES],
    { parseAs: 'buffer', bodyLimit: EDITOR_LIMITS.pictureBytes },
    (_request, body, done) => done(null, body),
  );
  // Any other type (SVG, HTML, a form) is refused before its body is read.
  app.addContentTypeParser('*', (_request, _payload, done) => done(unsupportedPicture()));

  app.route({
    ...route('uploadPicture'),
    bodyLimit: EDITOR_LIMITS.pictureBytes,
    config: { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } },
    // Who may upload is settled before the body is read: no one else's megabytes are buffered. A
    // path that is no oid is left to the schema's check, which runs after parsing.
    preParsing: async (request, _reply, payload) => {
      requireViewer(request);
      if (isOid(request.params.oid)) await loadForEditing(app, request);
      return payload;
    },
    handler: async (request, reply) => {
      const presentation = await loadForEditing(app, request);
      // Anything not sent as one of the picture types (JSON, a form) is no picture.
      if (!Buffer.isBuffer(request.body)) throw unsupportedPicture();
      const stored = await storePicture(app.db, presentation, request.body, mediaTypeOf(request));
      return reply.code(201).send(stored);
    },
  });
}
