// Downloads: /p/{oid}/{slug}/download/ and /view/{link}/download/, with
// ?format=pdf (the generated PDF, the default), ?format=pptx (an editable PowerPoint file of the
// deck, made per request) or ?format=original (a PDF deck's upload; a recorded
// video's file, or a zip of its takes when it was re-recorded from a step). The same
// gate as the view page (loadFor: private 404, revoked 404, expired 410, a protected link's
// password page or 401), then the download rule (403 download_forbidden), then the file.
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { downloadPath } from '../../kernel/paths';
import { type App, Oid, publicOrigin, ViewLinkParams } from '../../platform/http/edge';
import type { ViewerPresentation } from '../access';
import { loadFor } from '../access';
import {
  attachment,
  DOWNLOAD_FORMATS,
  type DownloadFormat,
  prepareDownload,
  recordDownload,
} from './download.service';

const DownloadQuery = Type.Object({ format: Type.Optional(Type.Enum([...DOWNLOAD_FORMATS])) });
type DownloadRequest = FastifyRequest<{ Querystring: { format?: DownloadFormat } }>;

export async function downloadRoutes(app: App) {
  const config = {
    // Generating a PDF is costly: few downloads a minute per address.
    rateLimit: { max: app.config.rateLimits.downloads, timeWindow: '1 minute' },
  };

  const send = async (request: DownloadRequest, reply: FastifyReply, loaded: ViewerPresentation) => {
    const format = request.query.format ?? 'pdf';
    const file = await prepareDownload(
      {
        db: app.db,
        origin: publicOrigin(request),
        pdfs: app.generatedPdfs,
        contentDir: app.config.contentDir,
        blobs: app.blobs,
      },
      loaded,
      format,
      request.language,
    );
    // A HEAD (a link checker, a download manager probing) is answered but not counted.
    if (request.method === 'GET') await recordDownload(app.db, loaded, format);
    reply
      .type(file.contentType)
      .header('content-disposition', attachment(file.fileName))
      .header('x-content-type-options', 'nosniff')
      // Whoever may download decides per request (links, sign-in): never kept by shared caches.
      .header('cache-control', 'private, no-store')
      .header('referrer-policy', 'no-referrer');
    if ('bytes' in file) return reply.send(file.bytes);
    if (file.format === 'pdf') reply.header('x-podium-pdf', file.generated ? 'generated' : 'cached');
    return reply.send(file.stream);
  };

  const PublicParams = Type.Object({ oid: Oid, slug: Type.String({ maxLength: 200 }) });
  app.get(
    '/p/:oid/:slug/download/',
    { schema: { params: PublicParams, querystring: DownloadQuery }, config },
    async (request, reply) => {
      const { oid, slug } = request.params;
      const loaded = await loadFor(app.db, { oid }, request.actor.viewer, 'presentation.view');
      if (slug !== loaded.presentation.slug) {
        const query = request.query.format ? `?format=${request.query.format}` : '';
        return reply.redirect(`${downloadPath(loaded.presentation)}${query}`, 301);
      }
      return send(request, reply, loaded);
    },
  );

  app.get(
    '/view/:linkId/download/',
    { schema: { params: ViewLinkParams, querystring: DownloadQuery }, config },
    async (request, reply) => {
      const loaded = await loadFor(
        app.db,
        { viewLinkId: request.params.linkId },
        request.actor.viewer,
        'presentation.view',
        { gate: request.linkGate },
      );
      return send(request, reply, loaded);
    },
  );
}
