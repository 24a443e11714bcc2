// RSS 2.0 and Atom 1.0 feeds of the latest public presentations: the site's and each profile's,
// as Speaker Deck and SlideShare offer, for feed readers and for sites that list someone's talks.
// Written by the `feed` library, which escapes what people typed and keeps the XML well formed.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Feed } from 'feed';
import { canonicalPath, profilePath, thumbnailPath } from '../../kernel/paths';
import { type App, OidParams, publicOrigin } from '../../platform/http/edge';
import { notFound } from '../../platform/http/errors';
import type { User } from '../accounts';
import { displayName, findUserByOid, findUsersByIds } from '../accounts';
import { type CardRow, listFeedDetails, listListedPresentations } from '../decks';
import { SITE_CARD_PATH } from './home.routes';

/** Entries a feed carries: readers poll often, so a feed stays one small indexed query. */
export const FEED_LENGTH = 30;
const SUMMARY_LENGTH = 300;

export type FeedFormat = 'rss' | 'atom';
const TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};
/** Where a listing's feeds are: the pages link to them (render-page.ts reads `feeds`). */
export const feedPaths = (listingPath: string): Record<FeedFormat, string> => ({
  rss: `${listingPath}rss.xml`,
  atom: `${listingPath}atom.xml`,
});
export const SITE_FEED_BASE = '/explore/';

const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SUMMARY_LENGTH);

export async function feedRoutes(app: App) {
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    format: FeedFormat,
    channel: { title: string; description: string; path: string; owner?: User },
  ) {
    const base = publicOrigin(request);
    const rows: CardRow[] = await listListedPresentations(app.db, {
      limit: FEED_LENGTH,
      ...(channel.owner ? { ownerId: channel.owner.id } : {}),
    });
    const [details, owners] = await Promise.all([
      listFeedDetails(
        app.db,
        rows.map((row) => row.id),
      ),
      findUsersByIds(app.db, [...new Set(rows.map((row) => row.owner_id))]),
    ]);
    const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
    const links = feedPaths(channel.path);
    const feed = new Feed({
      id: base + channel.path,
      link: base + channel.path,
      title: channel.title,
      description: channel.description,
      language: request.language,
      image: base + SITE_CARD_PATH,
      favicon: `${base}/favicon.png`,
      updated: rows[0] ? new Date(rows[0].updated_at) : undefined,
      generator: app.config.brandName,
      feedLinks: { rss: base + links.rss, atom: base + links.atom },
      ...(channel.owner
        ? { author: { name: displayName(channel.owner), link: base + profilePath(channel.owner.oid) } }
        : {}),
    });
    for (const row of rows) {
      const owner = ownerById.get(row.owner_id);
      const detail = details.get(row.id);
      const link = base + canonicalPath(row);
      feed.addItem({
        title: row.title,
        id: link,
        link,
        date: new Date(row.updated_at),
        published: detail ? new Date(detail.created_at) : undefined,
        description: detail ? plainText(detail.description_html) || undefined : undefined,
        image: { url: base + thumbnailPath(row).replace(/\.svg$/, '.png'), type: 'image/png' },
        author: owner ? [{ name: displayName(owner), link: base + profilePath(owner.oid) }] : undefined,
      });
    }
    return reply
      .type(TYPES[format])
      .header('cache-control', 'public, max-age=600')
      .send(format === 'rss' ? feed.rss2() : feed.atom1());
  }

  for (const format of ['rss', 'atom'] as const) {
    const file = format === 'rss' ? 'rss.xml' : 'atom.xml';
    app.get(`${SITE_FEED_BASE}${file}`, async (request, reply) =>
      send(request, reply, format, {
        title: request.t('feeds.siteTitle', { brand: app.config.brandName }),
        description: request.t('listing.exploreIntro'),
        path: SITE_FEED_BASE,
      }),
    );
    app.get(`/user/:oid/${file}`, { schema: { params: OidParams } }, async (request, reply) => {
      const { oid } = request.params;
      const owner = await findUserByOid(app.db, oid);
      if (!owner) throw notFound('There is no one at this address.');
      const name = displayName(owner);
      return send(request, reply, format, {
        title: request.t('feeds.profileTitle', { name, brand: app.config.brandName }),
        description: request.t('listing.profileDescription', { name, brand: app.config.brandName }),
        path: profilePath(owner.oid),
        owner,
      });
    });
  }
}
