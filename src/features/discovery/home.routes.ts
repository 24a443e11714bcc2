// The home page, the product page and the home page's link-preview picture.
import { renderThumbnailSvg } from '../../kernel/document/thumbnail';
import { type App, publicOrigin } from '../../platform/http/edge';
import { pageCacheKey, renderPage, sendCacheablePage } from '../../platform/render/render-page';
import { listListedPresentations, thumbnailPng } from '../decks';
import { cardsWithOwners } from './cards.service';

/** The home page's link-preview picture: the site's name on a title card like a deck's. */
export const SITE_CARD_PATH = '/social-card.png';

export async function homeRoutes(app: App) {
  homePageRoute(app);
  productPageRoute(app);
  siteCardRoute(app);
}

/** The recent presentations and the staff picks; cached for signed-out visitors. */
function homePageRoute(app: App) {
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
    if (!request.actor.viewer)
      return sendCacheablePage(request, reply, pageCacheKey(request, 'home'), gather);
    const { page, props, head } = await gather();
    return renderPage(request, reply, page, props, head);
  });
}

function productPageRoute(app: App) {
  app.get('/product/', async (request, reply) =>
    renderPage(
      request,
      reply,
      'ProductPage',
      {},
      { title: `${request.t('product.title')} · ${app.config.brandName}` },
    ),
  );
}

function siteCardRoute(app: App) {
  app.get(SITE_CARD_PATH, async (_request, reply) => {
    const { brandName } = app.config;
    const svg = renderThumbnailSvg({ title: brandName, theme: 'ocean', topicCount: 6, kind: 'deck' });
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(thumbnailPng(`site-card:${brandName}`, svg));
  });
}
