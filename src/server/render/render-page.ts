// Server-side rendering of one page: all data up front, renderToString, page data
// serialised for hydration, a fresh CSP nonce per response, and the asset tags from the manifest.

import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ComponentProps, type ComponentType, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { PageRoot } from '../../app/browser/PageRoot';
import type { PageName } from '../../app/browser/page-loaders';
import { PAGE_MESSAGE_AREAS, pages } from '../../app/pages';
import type { SiteProps, SiteTelemetry } from '../../contracts/site';
import { displayName } from '../../features/accounts';
import { pageMessages } from '../../i18n/catalogs';
import type { Config } from '../../platform/config';
import { collectFormattedCounts } from '../../ui-kit/common/format';
import { publicOrigin } from '../edge';
import { featuresFor } from '../services/features';
import { PLAYER_MODULE } from './assets';
import { contentSecurityPolicy, type FrameAncestors } from './csp';
import { earlyPresentScript } from './early-present-script';
import { type CachedPage, cacheablePath, compressPage } from './page-cache';
import { preloadWhenIdleScript } from './preload-script';
import { escapeHtml, serializeForScript } from './serialize';

export interface HeadTags {
  title: string;
  description?: string;
  canonical?: string;
  image?: string;
  noindex?: boolean;
  /** oEmbed discovery (https://oembed.com/#section4): the JSON endpoint for this page. */
  oembed?: string;
  /**
   * Embed pages may be framed by any site, or by the sites their owner lists; every
   * other page only by our own.
   */
  frameAncestors?: FrameAncestors;
  /** The start screen's picture (its blurred preview), fetched ahead once the page is drawn. */
  preloadImage?: string;
  /**
   * A page that is one person's work (a view page): Open Graph type article
   * (https://ogp.me/#type_article) and the author meta tag; every other page is a website.
   */
  article?: ArticleTags;
  /** A page with a viewer: where its player data is, so a press on Present before the page is live starts downloading. */
  playerDataPath?: string;
  /** A deck's first step (render/poster.ts), which that first script shows when Present is pressed. */
  poster?: string;
  /** The RSS and Atom feeds of what a listing shows (routes/feeds.ts), for readers to find. */
  feeds?: { title: string; rss: string; atom: string };
}

export interface ArticleTags {
  author: string;
  /** The author's profile page (article:author is a profile, not a name). */
  authorUrl: string;
  /** ISO 8601. */
  publishedTime: string;
  modifiedTime: string;
}

function articleMeta(article: ArticleTags | undefined): string {
  if (!article) return '<meta property="og:type" content="website">';
  return [
    `<meta name="author" content="${escapeHtml(article.author)}">`,
    '<meta property="og:type" content="article">',
    `<meta property="article:author" content="${escapeHtml(article.authorUrl)}">`,
    `<meta property="article:published_time" content="${escapeHtml(article.publishedTime)}">`,
    `<meta property="article:modified_time" content="${escapeHtml(article.modifiedTime)}">`,
  ].join('');
}

export type PagePropsOf<P extends PageName> = Omit<ComponentProps<(typeof pages)[P]>, 'site'>;

export function siteProps(request: FastifyRequest): SiteProps {
  const user = request.user;
  return {
    brandName: request.server.config.brandName,
    lang: request.language,
    path: request.url,
    csrfToken: request.csrfToken,
    viewer: user
      ? { oid: user.oid, username: user.username, name: displayName(user), isStaff: user.is_staff }
      : null,
    header: {
      searchCount: request.server.siteStats.searchCount,
      searchTerms: request.server.searchTerms,
      authorSegment: user?.author_segment ?? 'other',
      storeUrls: request.server.config.storeUrls,
      features: featuresFor(request.server.config.features, user?.is_staff === true),
    },
    telemetry: telemetryOf(request.server.config),
  };
}

/** What the browser's analytics and logger need to know about this deployment. */
function telemetryOf(config: Config): SiteTelemetry {
  const productionDomain = config.publicUrl ? new URL(config.publicUrl).hostname : undefined;
  return {
    env: config.env,
    ...(productionDomain ? { productionDomain } : {}),
    ...(config.devDomain ? { devDomain: config.devDomain } : {}),
  };
}

/**
 * The page cache's key: the site's origin (pages hold absolute links), the kind of page, its
 * language, its cacheable address and a version.
 */
export const pageCacheKey = (request: FastifyRequest, kind: string, version = '') =>
  `${publicOrigin(request)}|${kind}|${request.language}|${cacheablePath(request.url)}|${version}`;

/**
 * A signed-in page is never stored anywhere (`no-store`). An anonymous one may be kept by this
 * browser alone and must be revalidated before reuse (`private, no-cache`), which lets the back and
 * forward buttons show it from the back/forward cache instead of loading it again.
 */
const htmlCacheControl = (request: FastifyRequest) => (request.user ? 'no-store' : 'private, no-cache');

function sendHtml(
  reply: FastifyReply,
  status: number,
  html: string | Buffer,
  nonce: string,
  frameAncestors: FrameAncestors,
) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', contentSecurityPolicy(nonce, frameAncestors))
    .header('cache-control', htmlCacheControl(reply.request))
    .send(html);
}

/** The encodings a cached page is kept in, best first, that the browser accepts (q > 0). */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    String(request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** Sends a cached page as it is stored, already compressed for this browser. */
function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const encoding = encodingFor(request);
  reply.header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return sendHtml(reply, 200, page[encoding], page.nonce, page.frameAncestors);
}

const newNonce = () => randomBytes(16).toString('base64');

export function renderPage<P extends PageName>(
  request: FastifyRequest,
  reply: FastifyReply,
  page: P,
  props: PagePropsOf<P>,
  head: HeadTags,
  status = 200,
): FastifyReply {
  const nonce = newNonce();
  const html = renderHtml(request, page, props, head, nonce, true);
  return sendHtml(reply, status, html, nonce, head.frameAncestors ?? 'self');
}

/** Answers from the page cache when it holds the page; undefined when it must be rendered. */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  cacheKey: string,
): FastifyReply | undefined {
  const cached = request.server.pageCache.get(cacheKey);
  return cached && sendCached(request, reply, cached);
}

/** What renderPage takes, gathered by a route for a page the page cache may keep. */
export interface CacheablePage<P extends PageName> {
  page: P;
  props: PagePropsOf<P>;
  head: HeadTags;
}

/**
 * Sends an anonymous page that is the same for everyone (DESIGN §8) under `cacheKey`
 * (pageCacheKey: kind, language, address, last change), without a CSRF token. On a miss `gather`
 * collects what the page shows and it is rendered once, however many visitors ask at the same
 * time (render/page-cache.ts).
 */
export async function sendCacheablePage<P extends PageName>(
  request: FastifyRequest,
  reply: FastifyReply,
  cacheKey: string,
  gather: () => Promise<CacheablePage<P>>,
): Promise<FastifyReply> {
  const cached = await request.server.pageCache.obtain(cacheKey, async () => {
    const { page, props, head } = await gather();
    const nonce = newNonce();
    const html = renderHtml(request, page, props, head, nonce, false);
    return compressPage(html, nonce, head.frameAncestors ?? 'self');
  });
  return sendCached(request, reply, cached);
}

function renderHtml<P extends PageName>(
  request: FastifyRequest,
  page: P,
  props: PagePropsOf<P>,
  head: HeadTags,
  nonce: string,
  withCsrfToken: boolean,
): string {
  // A page cached for everyone names its cacheable address, never one visitor's query string.
  const site = {
    ...siteProps(request),
    ...(withCsrfToken ? {} : { csrfToken: '', path: cacheablePath(request.url) }),
  };
  const fullProps = { ...props, site };
  // Each page's props were checked against PagePropsOf<P> above; the registry lookup loses P.
  const Page = pages[page] as unknown as ComponentType<typeof fullProps>;
  const i18n = { lang: request.language, messages: pageMessages(request.language, PAGE_MESSAGE_AREAS[page]) };
  const { result: body, counts } = collectFormattedCounts(() =>
    renderToString(createElement(PageRoot<typeof fullProps>, { i18n, Page, props: fullProps })),
  );
  const assets = request.server.assets.forPage(page);
  const meta = [
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}">` : '',
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    head.oembed
      ? `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(head.oembed)}">`
      : '',
    head.feeds
      ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feeds.title)}" href="${escapeHtml(head.feeds.rss)}"><link rel="alternate" type="application/atom+xml" title="${escapeHtml(head.feeds.title)}" href="${escapeHtml(head.feeds.atom)}">`
      : '',
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.brandName)}">`,
    head.description ? `<meta property="og:description" content="${escapeHtml(head.description)}">` : '',
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}">` : '',
    head.image
      ? '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="675">'
      : '',
    head.image ? `<meta name="twitter:image" content="${escapeHtml(head.image)}">` : '',
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    articleMeta(head.article),
    head.canonical ? `<meta property="og:url" content="${escapeHtml(head.canonical)}">` : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
  ].join('');
  return [
    `<!doctype html><html lang="${escapeHtml(site.lang)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    meta,
    // A PNG, not the SVG: see plugins/static-files.ts.
    '<link rel="icon" href="/favicon.png" sizes="32x32" type="image/png">',
    // Before the style sheet: an inline script after one waits for it to arrive (a script may read
    // styles), and so would the parsing of the whole page behind it. This one reads none.
    head.playerDataPath
      ? `<script nonce="${nonce}">${earlyPresentScript({
          chunks: request.server.assets.lazyChunk(PLAYER_MODULE),
          dataPath: head.playerDataPath,
        })}</script>`
      : '',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    '</head><body>',
    // Inert until Present: a template's content is neither laid out nor fetches its pictures. Before
    // the page, so it is parsed by the time the start screen can be pressed (at 4x CPU the parser
    // reaches the end of the page long after the start screen shows).
    head.poster ? `<template id="podium-poster">${head.poster}</template>` : '',
    `<div id="root">${body}</div>`,
    `<script type="application/json" id="page-data">${serializeForScript({ page, props: fullProps, i18n: { ...i18n, counts } })}</script>`,
    assets.entry ? `<script type="module" nonce="${nonce}" src="${assets.entry}"></script>` : '',
    // Last, so that it starts once the parser is past the whole page (render/preload-script.ts).
    assets.preloads.length > 0 || head.preloadImage
      ? `<script nonce="${nonce}">${preloadWhenIdleScript(assets.preloads, head.preloadImage)}</script>`
      : '',
    '</body></html>',
  ].join('');
}
