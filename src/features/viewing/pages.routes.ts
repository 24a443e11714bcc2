// The view pages: public (/p/{oid}/{slug}/), private through a view link (/view/{link_id}/), the
// embed page (/p/embed/{id}/) and template pages, and registered among them the post of a share
// link's password form (link-unlock.routes.ts). Parse → loadFor → present → render.
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { translator } from '../../i18n/translate';
import { authorize } from '../../kernel/access/authorize';
import { isListed } from '../../kernel/access/permissions';
import { isOid } from '../../kernel/ids';
import { presentationPath, printPath } from '../../kernel/paths';
import { type App, Oid, publicOrigin, ViewLinkId, ViewLinkParams } from '../../platform/http/edge';
import { notFound } from '../../platform/http/errors';
import {
  pageCacheKey,
  renderPage,
  sendCacheablePage,
  sendCachedPage,
} from '../../platform/render/render-page';
import type { Presentation } from '../access';
import {
  accessOf,
  findPageCacheStamp,
  loadFor,
  type PresentationRef,
  type ViewerPresentation,
} from '../access';
import { displayName } from '../accounts';
import { pageBrandFor, playerBrandFor } from '../brand';
import { findTemplateBySlug } from '../decks';
import { isMobileAgent, nativeAppFor } from './client-hints';
import { withEarlyPresent } from './early-present-script';
import { linkUnlockRoute } from './link-unlock.routes';
import { firstStepPosterHtml } from './poster';
import { type PageContext, presentEmbedPage, presentPrintPage, presentViewPage } from './view-page.presenter';

/** ?autoplay=1 advances the steps by themselves until the viewer takes over; ?autoplay=force keeps going. */
export const AutoplayQuery = Type.Object({ autoplay: Type.Optional(Type.String({ maxLength: 10 })) });

function pageContext(request: FastifyRequest<{ Querystring: { autoplay?: string } }>): PageContext {
  const { autoplay } = request.query;
  return {
    origin: publicOrigin(request),
    lang: request.language,
    brandName: request.server.config.brandName,
    autoplay: {
      shouldAutoplay: autoplay === '1' || autoplay === 'force',
      forceAutoplay: autoplay === 'force',
    },
  };
}

/** The deck's first step for the page (poster.ts), drawn in its brand kit when it has one. */
async function posterFor(request: FastifyRequest, presentation: Presentation): Promise<string | undefined> {
  if (presentation.kind !== 'deck') return undefined;
  const brand = await playerBrandFor(request.server.db, presentation);
  return firstStepPosterHtml(presentation, brand, request.language);
}

/** Renders the view page of what loadFor found (also the template pages' view). */
export async function renderViewPage(
  request: FastifyRequest<{ Querystring: { autoplay?: string } }>,
  reply: FastifyReply,
  loaded: ViewerPresentation,
) {
  const app = request.server;
  const { presentation } = loaded;
  // The kit can change under a cached page: publishing, unpublishing and the owner's logo choice
  // announce 'pages-changed', which empties every process's page cache (brand-kits routes).
  const gather = async () => {
    const brand = await pageBrandFor(app.db, presentation, displayName(loaded.owner));
    const page = presentViewPage(loaded, {
      ...pageContext(request),
      brand,
      isMobile: isMobileAgent(request.headers['user-agent']),
      nativeApp: nativeAppFor(
        request.headers['user-agent'],
        request.actor.kind === 'user',
        app.config.storeUrls,
        presentation.oid,
      ),
      sidebar: app.siteStats.sidebarFor(presentation.oid),
    });
    page.head.poster = await posterFor(request, presentation);
    return { page: 'ViewPage' as const, props: page.props, head: withEarlyPresent(page.head, app.assets) };
  };
  // Anonymous visitors of a public page all get the same HTML: render it once per few seconds.
  if (authorize(loaded.viewer, 'presentation.cachePublicly', loaded.access)) {
    const cacheKey = pageCacheKey(request, 'view', presentation.updated_at);
    return sendCacheablePage(request, reply, cacheKey, gather);
  }
  const { page, props, head } = await gather();
  return renderPage(request, reply, page, props, head);
}

/** A presentation's address: its oid, and its slug (an old or missing one redirects). */
const PublicParams = Type.Object({ oid: Oid, slug: Type.Optional(Type.String({ maxLength: 200 })) });

export async function viewPageRoutes(app: App) {
  publicPageRoutes(app);
  printPageRoutes(app);
  linkUnlockRoute(app);
  embedPageRoute(app);
  linkPageRoute(app);
  templatePageRoute(app);
}

/** The public view page, at /p/{oid}/{slug}/; a signed-out visitor may get it from the page cache. */
function publicPageRoutes(app: App) {
  const publicPage = async (
    request: FastifyRequest<{ Params: { oid: string; slug?: string }; Querystring: { autoplay?: string } }>,
    reply: FastifyReply,
  ) => {
    const { oid, slug } = request.params;
    if (!request.actor.viewer) {
      const stamp = await findPageCacheStamp(app.db, oid);
      if (stamp && stamp.slug === slug && authorize(null, 'presentation.cachePublicly', accessOf(stamp))) {
        const cached = sendCachedPage(request, reply, pageCacheKey(request, 'view', stamp.updated_at));
        if (cached) return cached;
      }
    }
    const loaded = await loadFor(app.db, { oid }, request.actor.viewer, 'presentation.view');
    if (slug !== loaded.presentation.slug) return reply.redirect(presentationPath(loaded.presentation), 301);
    return renderViewPage(request, reply, loaded);
  };
  const schema = { params: PublicParams, querystring: AutoplayQuery };
  app.get('/p/:oid/', { schema }, publicPage);
  app.get('/p/:oid/:slug/', { schema }, publicPage);
}

/**
 * The print view: every step as a still, then the transcript. Whoever may see the view page may
 * see it, through the same address or view link.
 */
function printPageRoutes(app: App) {
  const renderPrintPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    loaded: ViewerPresentation,
  ) => {
    const t = translator(request.language);
    const title = `${t('print.pageTitle', { title: loaded.presentation.title })} · ${app.config.brandName}`;
    const brand = await playerBrandFor(app.db, loaded.presentation);
    const page = presentPrintPage(
      loaded,
      { origin: publicOrigin(request), lang: request.language },
      title,
      brand,
    );
    return renderPage(request, reply, 'PrintPage', page.props, page.head);
  };
  app.get('/p/:oid/:slug/print/', { schema: { params: PublicParams } }, async (request, reply) => {
    const { oid, slug } = request.params;
    const loaded = await loadFor(app.db, { oid }, request.actor.viewer, 'presentation.view');
    if (slug !== loaded.presentation.slug) return reply.redirect(printPath(loaded.presentation), 301);
    return renderPrintPage(request, reply, loaded);
  });
  app.get('/view/:linkId/print/', { schema: { params: ViewLinkParams } }, async (request, reply) => {
    reply.header('referrer-policy', 'no-referrer');
    const loaded = await loadFor(
      app.db,
      { viewLinkId: request.params.linkId },
      request.actor.viewer,
      'presentation.view',
      { gate: request.linkGate },
    );
    return renderPrintPage(request, reply, loaded);
  });
}

/** The embed page (spec §2): a listed presentation by oid, or a private one by view-link id. */
function embedPageRoute(app: App) {
  const EmbedParams = Type.Object({ id: Type.Union([Oid, ViewLinkId]) });
  app.get(
    '/p/embed/:id/',
    { schema: { params: EmbedParams, querystring: AutoplayQuery } },
    async (request, reply) => {
      const { id } = request.params;
      const ref: PresentationRef = isOid(id) ? { oid: id } : { viewLinkId: id };
      const loaded = await loadFor(app.db, ref, request.actor.viewer, 'presentation.view', {
        gate: request.linkGate,
      });
      // By oid only what is listed; a private presentation is embedded through its view link.
      if ('oid' in ref && !isListed(loaded.access)) throw notFound();
      const brand = await pageBrandFor(app.db, loaded.presentation, displayName(loaded.owner));
      const page = presentEmbedPage(loaded, { ...pageContext(request), brand });
      page.head.poster = await posterFor(request, loaded.presentation);
      if (loaded.viewLinkId) reply.header('referrer-policy', 'no-referrer');
      return renderPage(request, reply, 'EmbedPage', page.props, withEarlyPresent(page.head, app.assets));
    },
  );
}

/** A private presentation's view page, through its view link. */
function linkPageRoute(app: App) {
  app.get(
    '/view/:linkId/',
    { schema: { params: ViewLinkParams, querystring: AutoplayQuery } },
    async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer'); // the link is the key: never leak it to other sites
      const loaded = await loadFor(
        app.db,
        { viewLinkId: request.params.linkId },
        request.actor.viewer,
        'presentation.view',
        { gate: request.linkGate },
      );
      return renderViewPage(request, reply, loaded);
    },
  );
}

/** A template's own view page, where the template cards lead (path /presentation-template/{slug}/). */
function templatePageRoute(app: App) {
  const TemplateParams = Type.Object({ slug: Type.String({ maxLength: 200 }) });
  app.get(
    '/presentation-template/:slug/',
    { schema: { params: TemplateParams, querystring: AutoplayQuery } },
    async (request, reply) => {
      const { slug } = request.params;
      const template = /^[a-z0-9-]{1,60}$/.test(slug) ? await findTemplateBySlug(app.db, slug) : undefined;
      if (!template) throw notFound('There is no template at this address.');
      return renderViewPage(
        request,
        reply,
        await loadFor(app.db, { oid: template.oid }, request.actor.viewer, 'presentation.view'),
      );
    },
  );
}
