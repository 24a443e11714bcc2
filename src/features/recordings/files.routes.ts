// A recorded video and its captions: /p/{oid}/{slug}/video/ and /view/{link}/video/
// (+ captions.vtt), and each later take re-recorded from a step at …/video/{take}/ (+ captions.vtt), behind exactly the view page's checks (loadFor: private 404, revoked 404,
// expired 410, a protected link's password page or 401), so the address is no capability: who may
// watch is decided per request. The video answers Range requests (206, 416), as players seek,
// streamed from the blob store a range at a time.
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { takeCaptionsPath, takeVideoPath } from '../../kernel/paths';
import type { Db } from '../../platform/db/connection';
import { type App, Oid, ViewLinkParams } from '../../platform/http/edge';
import { sendErrorBody } from '../../platform/http/error-answers';
import { notFound } from '../../platform/http/errors';
import { parseRange } from '../../platform/http/http-range';
import type { BlobStore } from '../../platform/storage';
import type { ViewerPresentation } from '../access';
import { loadFor } from '../access';
import { parseDeckVideoKey } from './deck-video.service';
import { findServedDeckVideo } from './deck-videos.repository';
import { recordingOf } from './recording.service';
import { takesOf } from './repository';
import { videoKey } from './video-upload.service';

const PublicParams = Type.Object({ oid: Oid, slug: Type.String({ maxLength: 200 }) });
/** A later take's number (take 0 is …/video/ itself). */
const Take = Type.String({ pattern: '^[1-9][0-9]?$' });
const PublicTakeParams = Type.Object({ oid: Oid, slug: Type.String({ maxLength: 200 }), take: Take });
const LinkTakeParams = Type.Object({ ...ViewLinkParams.properties, take: Take });
const NO_VIDEO = 'This presentation has no recorded video.';
/** The take a route's params name: …/video/{take}/, or take 0 for …/video/ itself. */
const takeOf = (params: object) =>
  'take' in params && typeof params.take === 'string' ? Number(params.take) : 0;

/** The take the request names (0 for …/video/), or 404. */
async function recordingTake(db: Db, loaded: ViewerPresentation, take: number) {
  const found = await recordingOf(db, loaded.presentation);
  const wanted = found && takesOf(found)[take];
  if (!wanted) throw notFound(NO_VIDEO);
  return wanted;
}

async function sendCaptions(db: Db, reply: FastifyReply, loaded: ViewerPresentation, take: number) {
  const { captions } = await recordingTake(db, loaded, take);
  if (!captions.trim()) throw notFound('This recording has no captions.');
  return reply
    .type('text/vtt; charset=utf-8')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(captions);
}

export async function videoFileRoutes(app: App) {
  const sendVideo = async (
    request: FastifyRequest,
    reply: FastifyReply,
    loaded: ViewerPresentation,
    take: number,
  ) => {
    const { videoSha256, mimeType } = await recordingTake(app.db, loaded, take);
    return sendVideoFile(app.blobs, request, reply, videoKey(videoSha256, mimeType), mimeType);
  };
  deckVideoRoute(app);

  const byOid = async (
    request: FastifyRequest<{ Params: { oid: string; slug: string } }>,
    reply: FastifyReply,
  ) => {
    const loaded = await loadFor(
      app.db,
      { oid: request.params.oid },
      request.actor.viewer,
      'presentation.view',
    );
    if (request.params.slug !== loaded.presentation.slug) {
      const take = takeOf(request.params);
      const right = request.url.includes('/captions.vtt')
        ? takeCaptionsPath(loaded.presentation, take)
        : takeVideoPath(loaded.presentation, take);
      reply.redirect(right, 301);
      return undefined;
    }
    return loaded;
  };
  const byLink = (request: FastifyRequest<{ Params: { linkId: string } }>) =>
    loadFor(app.db, { viewLinkId: request.params.linkId }, request.actor.viewer, 'presentation.view', {
      gate: request.linkGate,
    });

  for (const [suffix, params] of [
    ['', PublicParams],
    [':take/', PublicTakeParams],
  ] as const) {
    app.route({
      method: VIDEO_METHODS,
      url: `/p/:oid/:slug/video/${suffix}`,
      schema: { params },
      handler: async (request, reply) => {
        const loaded = await byOid(request, reply);
        return loaded ? sendVideo(request, reply, loaded, takeOf(request.params)) : reply;
      },
    });
    app.get(`/p/:oid/:slug/video/${suffix}captions.vtt`, { schema: { params } }, async (request, reply) => {
      const loaded = await byOid(request, reply);
      return loaded ? sendCaptions(app.db, reply, loaded, takeOf(request.params)) : reply;
    });
  }
  for (const [suffix, params] of [
    ['', ViewLinkParams],
    [':take/', LinkTakeParams],
  ] as const) {
    app.route({
      method: VIDEO_METHODS,
      url: `/view/:linkId/video/${suffix}`,
      schema: { params },
      handler: async (request, reply) =>
        sendVideo(request, reply, await byLink(request), takeOf(request.params)),
    });
    app.get(`/view/:linkId/video/${suffix}captions.vtt`, { schema: { params } }, async (request, reply) =>
      sendCaptions(app.db, reply, await byLink(request), takeOf(request.params)),
    );
  }
}

/**
 * A video uploaded into a canvas deck, /media/v/{sha256}.{ext}: named by its content, served like
 * the deck's uploaded pictures (/media/u/…) while a deck holding it is up, or to the owner of one
 * taken down. The address is as hard to guess as the file's hash, and never changes.
 */
function deckVideoRoute(app: App) {
  const Params = Type.Object({ key: Type.String({ maxLength: 100 }) });
  app.route({
    method: VIDEO_METHODS,
    url: '/media/v/:key',
    schema: { params: Params },
    handler: async (request: FastifyRequest<{ Params: { key: string } }>, reply) => {
      const named = parseDeckVideoKey(request.params.key);
      const found =
        named &&
        (await findServedDeckVideo(app.db, named.sha256, named.mime, request.actor.viewer?.id ?? null));
      if (!named || !found) throw notFound('This video does not exist.');
      const key = videoKey(named.sha256, named.mime);
      return sendVideoFile(app.blobs, request, reply, key, named.mime, 'public, max-age=31536000, immutable');
    },
  });
}

/**
 * The video routes answer HEAD themselves: the HEAD Fastify derives from a GET measures the body it
 * would have sent, and a HEAD sends none, so a player asking the length first was told 0 bytes.
 */
const VIDEO_METHODS = ['GET', 'HEAD'];

/** The video at `key`, whole or the one range asked for; a HEAD gets the same headers, no bytes. */
async function sendVideoFile(
  blobs: BlobStore,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  mimeType: string,
  // Who may watch is decided per request (links, sign-in): never kept by shared caches.
  cacheControl = 'private, no-store',
) {
  const found = await blobs.stat(key);
  if (!found) throw notFound(NO_VIDEO);
  const { size } = found;
  const range = parseRange(request.headers.range, size);
  let body: Readable | '' = '';
  if (request.method !== 'HEAD' && range.kind !== 'unsatisfiable') {
    // The file is immutable (named by its hash): what stat saw is what get reads.
    const blob = await blobs.get(
      key,
      range.kind === 'part' ? { range: { start: range.start, end: range.end } } : {},
    );
    if (!blob) throw notFound(NO_VIDEO);
    body = blob.body;
  }
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', mimeType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .header('referrer-policy', 'no-referrer');
  if (range.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${size}`);
    return sendErrorBody(reply, 416, 'range_not_satisfiable', `The video has ${size} bytes.`);
  }
  if (range.kind === 'whole') reply.header('content-length', size);
  else
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
  return reply.send(body);
}
