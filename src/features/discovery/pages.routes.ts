// Listings of presentation cards (spec §2 routes): explore, search, staff picks, templates,
// videos, education videos and profiles. Each is a page of 24 cards with previous/next links.
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { MessageId } from '../../i18n/catalogs';
import { avatarOf } from '../../kernel/avatar';
import { excerpt } from '../../kernel/excerpt';
import { profilePath, studioPath, thumbnailPath } from '../../kernel/paths';
import { type App, OidParams, publicOrigin } from '../../platform/http/edge';
import { notFound } from '../../platform/http/errors';
import { renderPage } from '../../platform/render/render-page';
import { displayName, findUserByOid } from '../accounts';
import {
  type CardRow,
  countListed,
  type ListingOptions,
  listCardsByIds,
  listListedPresentations,
} from '../decks';
import { cardsWithOwners } from './cards.service';
import type { ListingPageData } from './contracts';
import { feedPaths, SITE_FEED_BASE } from './feeds.routes';
import { SITE_CARD_PATH } from './home.routes';
import { searchPresentationIds, searchTexts } from './repository';

export const PAGE_SIZE = 24;
const SEARCH_LIMIT = 240;

const PageQuery = Type.Object(
  { page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$' })) },
  { additionalProperties: true },
);
const SearchQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 200 })),
    page: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,3}$' })),
  },
  { additionalProperties: true },
);

type Listing = Omit<ListingPageData<MessageId>, 'cards' | 'page' | 'pages'>;

const pageOf = (query: { page?: string }) => Number(query.page ?? 1);

/** One page of a listing: its cards' rows, how many the listing holds, and the page's head. */
interface ListingPageOf {
  listing: Listing;
  rows: CardRow[];
  total: number;
  head: { title: string; description?: string; feedPath?: string };
  page: number;
  /** A search's excerpts, by presentation id. */
  excerpts?: Map<number, string>;
}

/** Renders one page of a listing (404 past its last page), with its canonical address, preview and feeds. */
async function showListing(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  { listing, rows, total, head, page, excerpts = new Map<number, string>() }: ListingPageOf,
) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > pages) throw notFound();
  const cards = (await cardsWithOwners(app.db, rows)).map((card, i) => {
    const excerpt = excerpts.get(rows[i]!.id);
    return excerpt ? { ...card, excerpt } : card;
  });
  const origin = publicOrigin(request);
  const title = `${head.title} · ${app.config.brandName}`;
  const pageQuery = page > 1 ? `${listing.basePath.includes('?') ? '&' : '?'}page=${page}` : '';
  // Link previews show the newest card's picture (a PNG: networks draw no SVG), else the site's.
  const image = rows[0]
    ? `${origin}${thumbnailPath(rows[0]).replace(/\.svg$/, '.png')}`
    : `${origin}${SITE_CARD_PATH}`;
  const feedPath = head.feedPath ? feedPaths(head.feedPath) : undefined;
  const feeds = feedPath && { title, rss: origin + feedPath.rss, atom: origin + feedPath.atom };
  return renderPage(
    request,
    reply,
    'ListingPage',
    { ...listing, cards, page, pages },
    {
      title,
      description: head.description,
      canonical: `${origin}${listing.basePath}${pageQuery}`,
      image,
      feeds,
    },
  );
}

/** One page of the listed presentations that match `options`, and how many match. */
function listedPage(app: App, options: Omit<ListingOptions, 'limit' | 'offset'>, page: number) {
  const offset = (page - 1) * PAGE_SIZE;
  return Promise.all([
    listListedPresentations(app.db, { ...options, limit: PAGE_SIZE, offset }),
    countListed(app.db, options),
  ]);
}

/** A listing of listed presentations at `path`: explore, the gallery, templates, the video pages. */
function listed(
  app: App,
  path: string,
  options: Omit<ListingOptions, 'limit' | 'offset'>,
  listing: Omit<Listing, 'basePath'>,
) {
  app.get(path, { schema: { querystring: PageQuery } }, async (request, reply) => {
    const page = pageOf(request.query);
    const [rows, total] = await listedPage(app, options, page);
    const head = {
      title: request.t(listing.heading),
      description: listing.intro ? request.t(listing.intro) : undefined,
      feedPath: path === SITE_FEED_BASE ? SITE_FEED_BASE : undefined,
    };
    return showListing(app, request, reply, {
      listing: { ...listing, basePath: path },
      rows,
      total,
      head,
      page,
    });
  });
}

export async function listingPageRoutes(app: App) {
  listed(
    app,
    '/explore/',
    {},
    { heading: 'listing.explore', intro: 'listing.exploreIntro', empty: 'home.empty', search: '' },
  );
  listed(
    app,
    '/gallery/',
    { curated: true },
    { heading: 'listing.gallery', intro: 'listing.galleryIntro', empty: 'listing.empty' },
  );
  listed(
    app,
    '/presentation-template/',
    { templates: true },
    { heading: 'listing.templates', intro: 'listing.templatesIntro', empty: 'listing.empty' },
  );
  // The video pages lead into the recording studio (signed out: through the log-in page).
  const record = { label: 'listing.recordVideo', href: studioPath() } as const;
  listed(
    app,
    '/video/explore/',
    { kind: 'video' },
    { heading: 'listing.videos', intro: 'listing.videosIntro', empty: 'listing.empty', action: record },
  );
  listed(
    app,
    '/video',
    { kind: 'video' },
    { heading: 'listing.video', intro: 'listing.videoIntro', empty: 'listing.empty', action: record },
  );
  listed(
    app,
    '/edu/prezi-video-edu',
    { kind: 'video' },
    { heading: 'listing.edu', intro: 'listing.eduIntro', empty: 'listing.empty' },
  );
  searchPageRoute(app);
  profilePageRoute(app);
}

/** The search's results, with an excerpt of each card's text around the words searched for. */
function searchPageRoute(app: App) {
  app.get('/explore/search/', { schema: { querystring: SearchQuery } }, async (request, reply) => {
    const search = (request.query.search ?? '').trim();
    if (!search) return reply.redirect('/explore/', 302);
    const ids = await searchPresentationIds(app.db, app.dialect, search, SEARCH_LIMIT);
    const page = pageOf(request.query);
    const offset = (page - 1) * PAGE_SIZE;
    const rows = await listCardsByIds(app.db, ids.slice(offset, offset + PAGE_SIZE));
    const listing: Listing = {
      heading: 'listing.searchResults',
      headingValues: { search },
      empty: 'listing.searchEmpty',
      basePath: `/explore/search/?search=${encodeURIComponent(search)}`,
      search,
    };
    const texts = await searchTexts(
      app.db,
      rows.map((r) => r.id),
    );
    const excerpts = new Map([...texts].map(([id, text]) => [id, excerpt(text, search)]));
    const head = {
      title: request.t('listing.searchResults', { search }),
      description: request.t('listing.searchDescription', { search, brand: app.config.brandName }),
    };
    return showListing(app, request, reply, { listing, rows, total: ids.length, head, page, excerpts });
  });
}

/** A person's profile: their listed presentations under their name and initials. */
function profilePageRoute(app: App) {
  app.get(
    '/user/:oid/',
    { schema: { params: OidParams, querystring: PageQuery } },
    async (request, reply) => {
      const user = await findUserByOid(app.db, request.params.oid);
      if (!user) throw notFound('There is no one at this address.');
      const page = pageOf(request.query);
      const [rows, total] = await listedPage(app, { ownerId: user.id }, page);
      const avatar = avatarOf({
        firstName: user.first_name,
        lastName: user.last_name,
        email: user.email,
        username: user.username,
      });
      const listing: Listing = {
        heading: 'listing.explore',
        profile: {
          name: displayName(user),
          initials: avatar.initials || user.username.charAt(0).toUpperCase(),
          colour: avatar.colour,
        },
        empty: 'listing.profileEmpty',
        basePath: `/user/${user.oid}/`,
      };
      const name = displayName(user);
      const head = {
        title: name,
        description: request.t('listing.profileDescription', { name, brand: app.config.brandName }),
        feedPath: profilePath(user.oid),
      };
      return showListing(app, request, reply, { listing, rows, total, head, page });
    },
  );
}
