// A presentation's thumbnail, /thumbnails/{oid}/{version}.svg or .png: the version in the path
// changes with the content, so a response never goes stale. .svg for cards and pages; .png for
// link previews, which social networks need as a bitmap.
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { authorize } from '../../kernel/access/authorize';
import { isListed } from '../../kernel/access/permissions';
import { coverPicture } from '../../kernel/document/pdf-deck';
import { type App, AuthKeyQuery, Oid } from '../../platform/http/edge';
import { notFound } from '../../platform/http/errors';
import { accessOf, findAccessRole } from '../access';
import { findLiveViewLink, linkOpens } from '../sharing';
import { findPresentationAccessByOid, findThumbnailById } from './presentations.repository';
import { thumbnailPng } from './thumbnail-png';

const ThumbnailParams = Type.Object({ oid: Oid, file: Type.String({ maxLength: 100 }) });

type Thumbnail = NonNullable<Awaited<ReturnType<typeof findThumbnailById>>>;

export async function thumbnailRoutes(app: App) {
  app.get(
    '/thumbnails/:oid/:file',
    { schema: { params: ThumbnailParams, querystring: AuthKeyQuery } },
    async (request, reply) => {
      const { oid, file } = request.params;
      const presentation = await findPresentationAccessByOid(app.db, oid);
      if (!presentation) throw notFound('No such thumbnail.');
      const format = file.endsWith('.png') ? 'png' : 'svg';
      // Link previews never get a private thumbnail; its owner and collaborators do (the dashboard),
      // from their own browser cache only, and a view link's visitor the start screen's picture.
      const isPublic = isListed(accessOf(presentation));
      const { auth_key: authKey } = request.query;
      let viaViewLink = false;
      if (!isPublic) {
        const { viewer } = request.actor;
        const role = viewer ? await findAccessRole(app.db, presentation.id, viewer.id) : undefined;
        const link =
          authKey !== undefined && format === 'svg' ? await findLiveViewLink(app.db, authKey) : undefined;
        // A link that has expired, or whose password this browser has not given, shows no picture.
        viaViewLink = link?.presentation_id === presentation.id && linkOpens(link, request.linkGate);
        if (!authorize(viewer, 'presentation.seeThumbnail', accessOf(presentation, { role, viaViewLink })))
          throw notFound('No such thumbnail.');
      }
      if (file !== `${presentation.thumbnail_version}.${format}`) {
        const query = viaViewLink ? `?auth_key=${authKey}` : '';
        return reply.redirect(`/thumbnails/${oid}/${presentation.thumbnail_version}.${format}${query}`, 302);
      }
      // A published PDF shows its first page, as Speaker Deck and SlideShare do; its link previews
      // keep the PNG title card. Not immutable: the version follows the title card, not the pages.
      const thumbnail = await findThumbnailById(app.db, presentation.id);
      if (!thumbnail) throw notFound('No such thumbnail.');
      const key = `${oid}:${presentation.thumbnail_version}`;
      return sendThumbnail(reply, thumbnail, { format, isPublic, key });
    },
  );
}

/** The picture itself: a cover's address to follow, or the title card as SVG or PNG. */
function sendThumbnail(
  reply: FastifyReply,
  thumbnail: Thumbnail,
  { format, isPublic, key }: { format: 'png' | 'svg'; isPublic: boolean; key: string },
) {
  // A recording shows the cover frame's picture its owner's browser drew, in link
  // previews too (a JPEG or WebP, which they take).
  const recordingCover = thumbnail.coverImage;
  const cover = recordingCover
    ? `/media/u/${recordingCover}`
    : format === 'svg'
      ? coverPicture(thumbnail.document)
      : undefined;
  if (cover) {
    return reply
      .header('cache-control', `${isPublic ? 'public' : 'private'}, max-age=3600`)
      .redirect(cover, 302);
  }
  reply
    .header('cache-control', `${isPublic ? 'public' : 'private'}, max-age=31536000, immutable`)
    .header('cross-origin-resource-policy', isPublic ? 'cross-origin' : 'same-origin')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (format === 'png') return reply.type('image/png').send(thumbnailPng(key, thumbnail.thumbnail_svg));
  return reply.type('image/svg+xml').send(thumbnail.thumbnail_svg);
}
