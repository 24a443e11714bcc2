// HTML routes: the home page and thumbnails.
import Type from 'typebox';
import { accessOf, findAccessRole } from '../../features/access';
import {
  findPresentationAccessByOid,
  findThumbnailById,
  listListedPresentations,
  thumbnailPng,
} from '../../features/decks';
import { cardsWithOwners } from '../../features/discovery/cards.service';
import { findLiveViewLink, linkOpens } from '../../features/sharing';
import { authorize } from '../../kernel/access/authorize';
import { isListed } from '../../kernel/access/permissions';
import { coverPicture } from '../../kernel/document/pdf-deck';
import { renderThumbnailSvg } from '../../kernel/document/thumbnail';
import { type App, AuthKeyQuery, Oid, publicOrigin } from '../../platform/http/edge';
import { notFound } from '../../platform/http/errors';
import { pageCacheKey, renderPage, sendCacheablePage } from '../../platform/render/render-page';

const ThumbnailParams = Type.Object({ oid: Oid, file: Type.String({ maxLength: 100 }) });

/** The home page's link-preview picture: the site's name on a title card like a deck's. */
export const SITE_CARD_PATH = '/social-card.png';

export async function pageRoutes(app: App) {
  app.get('/', async (request, reply) => {
    const gather = async () => {
      const [recent, picks] = await Promise.all([
        listListedPresentations(app.db, { limit: 24 }),
        listListedPresentations(app.db, { limit: 8, curated: true }),
      ]);
      const [recentCards, pickCards] = await Promise.all([
        cardsWithOwners(app.db, recent),
        cardsWithOwners(app.db, picks),
      ]);
      return {
        page: 'HomePage' as const,
        props: { recent: recentCards, staffPicks: pickCards },
        head: {
          title: `${app.config.brandName} · ${request.t('brand.tagline')}`,
          description: request.t('signup.lead'),
          canonical: `${publicOrigin(request)}/`,
          image: `${publicOrigin(request)}${SITE_CARD_PATH}`,
        },
      };
    };
    if (!request.user) return sendCacheablePage(request, reply, pageCacheKey(request, 'home'), gather);
    const { page, props, head } = await gather();
    return renderPage(request, reply, page, props, head);
  });

  app.get('/product/', async (request, reply) =>
    renderPage(
      request,
      reply,
      'ProductPage',
      {},
      { title: `${request.t('product.title')} · ${app.config.brandName}` },
    ),
  );

  app.get(SITE_CARD_PATH, async (_request, reply) => {
    const { brandName } = app.config;
    const svg = renderThumbnailSvg({ title: brandName, theme: 'ocean', topicCount: 6, kind: 'deck' });
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(thumbnailPng(`site-card:${brandName}`, svg));
  });

  // Thumbnails: the version in the path changes with the content, so a response never goes stale.
  // .svg for cards and pages; .png for link previews, which social networks need as a bitmap.
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
        const { user } = request;
        const role = user ? await findAccessRole(app.db, presentation.id, user.id) : undefined;
        const link =
          authKey !== undefined && format === 'svg' ? await findLiveViewLink(app.db, authKey) : undefined;
        // A link that has expired, or whose password this browser has not given, shows no picture.
        viaViewLink = link?.presentation_id === presentation.id && linkOpens(link, request.linkGate);
        if (
          !authorize(
            request.actor.viewer,
            'presentation.seeThumbnail',
            accessOf(presentation, { role, viaViewLink }),
          )
        )
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
      if (format === 'png')
        return reply
          .type('image/png')
          .send(thumbnailPng(`${oid}:${presentation.thumbnail_version}`, thumbnail.thumbnail_svg));
      return reply.type('image/svg+xml').send(thumbnail.thumbnail_svg);
    },
  );
}
