// Server-side rendering of one page: all data up front, the page's HTML from the app's page shell,
// page data serialised for hydration, a fresh CSP nonce per response, and the asset tags from the
// manifest. The app configures it once (src/app/page-shell.ts, decorated as `pageShell`); routes
// call renderPage(request, reply, 'Name', props, head).
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ComponentProps, JSXElementConstructor } from 'react';
import { contentSecurityPolicy, type FrameAncestors } from './csp';
import { type HeadTags, metaTags } from './head';
import { type CachedPage, cacheablePath, compressPage } from './page-cache';
import { preloadWhenIdleScript } from './preload-script';
import { escapeHtml, serializeForScript } from './serialize';

export type { ArticleTags, HeadTags } from './head';

/**
 * The pages the app registers, by name: src/app/pages.ts fills this in by declaration merging, so
 * a route's props are checked against its page's component.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the app's registry merges into it
export interface RegisteredPages {}
export type PageName = Extract<keyof RegisteredPages, string>;
export type PagePropsOf<P extends PageName> =
  RegisteredPages[P] extends JSXElementConstructor<any>
    ? Omit<ComponentProps<RegisteredPages[P]>, 'site'>
    : never;

/** What every page's `site` prop holds at least: the site's name and the page's language. */
export interface SiteBasics {
  brandName: string;
  lang: string;
}

/** What the app hands the renderer: how a page becomes HTML, and what every page gets. */
export interface PageShell {
  /**
   * The page's HTML, and what hydrating it takes besides its name and props (merged into the page
   * data: its messages in the page's language).
   */
  renderBody(page: PageName, props: { site: SiteBasics }): { html: string; pageData: object };
  /** Every page's `site` prop; for a page cached for everyone, without one visitor's token or query. */
  siteProps(request: FastifyRequest, forEveryone: boolean): SiteBasics;
  /** The site's origin as the request reached it (cached pages hold absolute links). */
  publicOrigin(request: FastifyRequest): string;
  /** The inline scripts allowed without a nonce, as CSP hash sources (csp.ts scriptHash). */
  scriptHashes: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    pageShell: PageShell;
  }
}

/**
 * The page cache's key: the site's origin (pages hold absolute links), the kind of page, its
 * language, its cacheable address and a version.
 */
export const pageCacheKey = (request: FastifyRequest, kind: string, version = '') =>
  `${request.server.pageShell.publicOrigin(request)}|${kind}|${request.language}|${cacheablePath(request.url)}|${version}`;

/**
 * A signed-in page is never stored anywhere (`no-store`). An anonymous one may be kept by this
 * browser alone and must be revalidated before reuse (`private, no-cache`), which lets the back and
 * forward buttons show it from the back/forward cache instead of loading it again.
 */
const htmlCacheControl = (request: FastifyRequest) =>
  request.actor.kind === 'user' ? 'no-store' : 'private, no-cache';

function sendHtml(
  reply: FastifyReply,
  status: number,
  html: string | Buffer,
  nonce: string,
  frameAncestors: FrameAncestors,
) {
  const { scriptHashes } = reply.server.pageShell;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', contentSecurityPolicy(nonce, frameAncestors, scriptHashes))
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
  const html = renderHtml(request, page, props, head, nonce, false);
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
 * time (page-cache.ts).
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
    const html = renderHtml(request, page, props, head, nonce, true);
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
  forEveryone: boolean,
): string {
  const shell = request.server.pageShell;
  const site = shell.siteProps(request, forEveryone);
  const fullProps = { ...props, site };
  const { html: body, pageData } = shell.renderBody(page, fullProps);
  const assets = request.server.assets.forPage(page);
  const preloads = [...new Set([...assets.preloads, ...(head.preloadChunks ?? [])])];
  return [
    `<!doctype html><html lang="${escapeHtml(site.lang)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    metaTags(head, site.brandName),
    // A PNG, not the SVG: see plugins/static-files.ts.
    '<link rel="icon" href="/favicon.png" sizes="32x32" type="image/png">',
    // Before the style sheet: an inline script after one waits for it to arrive (a script may read
    // styles), and so would the parsing of the whole page behind it. This one reads none.
    head.firstScript ? `<script nonce="${nonce}">${head.firstScript}</script>` : '',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...(head.eagerPreload ? preloads.map((href) => `<link rel="modulepreload" href="${href}">`) : []),
    '</head><body>',
    // Inert until Present: a template's content is neither laid out nor fetches its pictures. Before
    // the page, so it is parsed by the time the start screen can be pressed (at 4x CPU the parser
    // reaches the end of the page long after the start screen shows).
    head.poster ? `<template id="podium-poster">${head.poster}</template>` : '',
    `<div id="root">${body}</div>`,
    `<script type="application/json" id="page-data">${serializeForScript({ page, props: fullProps, ...pageData })}</script>`,
    assets.entry ? `<script type="module" nonce="${nonce}" src="${assets.entry}"></script>` : '',
    // Last, so that it starts once the parser is past the whole page (preload-script.ts).
    (preloads.length > 0 && !head.eagerPreload) || head.preloadImage
      ? `<script nonce="${nonce}">${preloadWhenIdleScript(head.eagerPreload ? [] : preloads, head.preloadImage)}</script>`
      : '',
    '</body></html>',
  ].join('');
}
