// How other sites and search engines find presentations: sitemap.xml, robots.txt, oEmbed.

import Type from 'typebox';
import { isListed } from '../../kernel/access/permissions';
import { isOid } from '../../kernel/ids';
import { canonicalPath, embedPath, profilePath, TEMPLATES_PATH, thumbnailPath } from '../../kernel/paths';
import { type App, ErrorBody, publicOrigin, responses } from '../../platform/http/edge';
import { badRequest, notFound, notImplemented } from '../../platform/http/errors';
import { escapeHtml } from '../../platform/render/serialize';
import { accessOf } from '../access';
import { displayName, findUserById } from '../accounts';
import { findPresentationAccessByOid, listListedOwners, listListedPresentations, PNG_SIZE } from '../decks';

export const SITEMAP_LIMIT = 50_000;
export const EMBED_DEFAULT = { width: 560, height: 315 };

const OEmbedQuery = Type.Object({
  url: Type.String({ maxLength: 2000 }),
  format: Type.Optional(Type.String({ maxLength: 10 })),
  maxwidth: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
  maxheight: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$' })),
});

/** oEmbed 1.0 "rich" (https://oembed.com/#section2.3). */
const OEmbedBody = Type.Object({
  version: Type.Literal('1.0'),
  type: Type.Literal('rich'),
  provider_name: Type.String(),
  provider_url: Type.String(),
  title: Type.String(),
  author_name: Type.Optional(Type.String()),
  author_url: Type.Optional(Type.String()),
  width: Type.Integer(),
  height: Type.Integer(),
  thumbnail_url: Type.String(),
  thumbnail_width: Type.Integer(),
  thumbnail_height: Type.Integer(),
  html: Type.String(),
});

/** The oid of the presentation a view page's address names: ours only, and only /p/{oid}/…. */
function presentationOidIn(url: string, base: string): string {
  let address: URL;
  try {
    address = new URL(url, base);
  } catch {
    throw badRequest('url must be the address of a presentation.');
  }
  // Another site's address is not ours to describe, whatever its path looks like.
  if (address.origin !== new URL(base).origin)
    throw notFound(`Only presentations at ${base} have an oEmbed answer here.`);
  const [, p, oid = ''] = address.pathname.split('/');
  if (p !== 'p' || !isOid(oid))
    throw badRequest('url must be the address of a presentation, like /p/{oid}/{slug}/.');
  return oid;
}

/** The embed's size: the default, shrunk to 16:9 within the consumer's maxwidth and maxheight. */
function embedSize(maxwidth?: string, maxheight?: string): { width: number; height: number } {
  let width = EMBED_DEFAULT.width;
  let height = EMBED_DEFAULT.height;
  if (maxwidth && Number(maxwidth) < width)
    [width, height] = [Number(maxwidth), Math.round((Number(maxwidth) * 9) / 16)];
  if (maxheight && Number(maxheight) < height)
    [width, height] = [Math.round((Number(maxheight) * 16) / 9), Number(maxheight)];
  return { width, height };
}

export async function discoveryRoutes(app: App) {
  robotsRoute(app);
  sitemapRoute(app);
  oembedRoute(app);
}

function robotsRoute(app: App) {
  // oEmbed is under /api/ but is for other sites' crawlers: link unfurlers fetch it to embed a talk.
  // Allow comes first for crawlers that take the first matching rule rather than the longest.
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain')
      .send(
        `User-agent: *\nAllow: /api/oembed/\nDisallow: /api/\nDisallow: /view/\nDisallow: /p/embed/\nSitemap: ${publicOrigin(request)}/sitemap.xml\n`,
      ),
  );
}

function sitemapRoute(app: App) {
  // Every listed presentation at its canonical address (templates at theirs), the templates'
  // listing, and the profile of everyone with a listed presentation; at most SITEMAP_LIMIT URLs.
  app.get('/sitemap.xml', async (request, reply) => {
    const [presentations, templates, owners] = await Promise.all([
      listListedPresentations(app.db, { limit: SITEMAP_LIMIT }),
      listListedPresentations(app.db, { limit: SITEMAP_LIMIT, templates: true }),
      listListedOwners(app.db, SITEMAP_LIMIT),
    ]);
    const pages = [...presentations, ...templates].map((p) => ({
      path: canonicalPath(p),
      updated: p.updated_at,
    }));
    const templateListing = templates[0] ? [{ path: TEMPLATES_PATH, updated: templates[0].updated_at }] : [];
    const profiles = owners.map((owner) => ({ path: profilePath(owner.oid), updated: owner.updated_at }));
    const entries = [...pages, ...templateListing, ...profiles].slice(0, SITEMAP_LIMIT);
    const base = publicOrigin(request);
    const urls = entries
      .map(
        ({ path, updated }) =>
          `<url><loc>${escapeHtml(base + path)}</loc><lastmod>${updated.slice(0, 10)}</lastmod></url>`,
      )
      .join('');
    return reply
      .type('application/xml')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
      );
  });
}

function oembedRoute(app: App) {
  // oEmbed "rich" (https://oembed.com): the iframe snippet of the embed page for a public view page.
  app.get(
    '/api/oembed/',
    { schema: { querystring: OEmbedQuery, response: { ...responses({ 200: OEmbedBody }), 501: ErrorBody } } },
    async (request, reply) => {
      const { url, format, maxwidth, maxheight } = request.query;
      // The oEmbed spec's answer to a format the provider does not produce.
      if (format && format !== 'json')
        throw notImplemented('Only the json format is supported.', 'unsupported_format');
      const base = publicOrigin(request);
      const oid = presentationOidIn(url, base);
      const presentation = await findPresentationAccessByOid(app.db, oid);
      if (!presentation || !isListed(accessOf(presentation)))
        throw notFound('No public presentation at that address.');
      const owner = await findUserById(app.db, presentation.owner_id);
      const { width, height } = embedSize(maxwidth, maxheight);
      // A link unfurler asks again for every post that shares the link: let it and caches keep this.
      reply.header('cache-control', 'public, max-age=3600');
      return {
        version: '1.0' as const,
        type: 'rich' as const,
        provider_name: app.config.brandName,
        provider_url: base,
        title: presentation.title,
        author_name: owner ? displayName(owner) : undefined,
        author_url: owner ? `${base}${profilePath(owner.oid)}` : undefined,
        width,
        height,
        // A bitmap: Slack, Discord and most other consumers draw no SVG.
        thumbnail_url: base + thumbnailPath(presentation).replace(/\.svg$/, '.png'),
        thumbnail_width: PNG_SIZE.width,
        thumbnail_height: PNG_SIZE.height,
        html: `<iframe src="${escapeHtml(`${base}${embedPath(presentation.oid)}`)}" width="${width}" height="${height}" frameborder="0" allow="autoplay; fullscreen" allowfullscreen title="${escapeHtml(presentation.title)}"></iframe>`,
      };
    },
  );
}
