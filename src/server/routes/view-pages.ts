// The view pages: public (/p/{oid}/{slug}/) and private through a view link (/view/{link_id}/).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasLiked } from '../../db/repositories/likes.repository';
import { findUserById } from '../../db/repositories/users.repository';
import { isListed } from '../../domain/permissions';
import { transcriptLines } from '../../domain/transcript';
import { TEMPLATE_CARDS, VIDEO_CARDS } from '../../lib/constants';
import { randomSubset } from '../../lib/random-subset';
import { notFound } from '../errors';
import { presentationPath, presentViewPage } from '../presenters/presentation.presenter';
import { displayName } from '../presenters/user.presenter';
import { renderPage, sendCachedPage } from '../render/render-page';
import { isMobileRequest, nativeAppFor } from '../services/client-hints';
import {
  loadVisibleByOid,
  loadVisibleByViewLink,
  type VisiblePresentation,
  viewerOf,
} from '../services/presentation.service';

/** ?autoplay=1 advances the steps by themselves until the viewer takes over; ?autoplay=force keeps going. */
export function autoplayOf(request: FastifyRequest): { shouldAutoplay: boolean; forceAutoplay: boolean } {
  const value = (request.query as { autoplay?: unknown }).autoplay;
  return { shouldAutoplay: value === '1' || value === 'force', forceAutoplay: value === 'force' };
}

/** Staff picks shown in the view page sidebar. */
export const STAFF_PICK_CARDS = 6;

/** Renders the view page for a presentation the caller may see (also used by template pages). */
export async function renderViewPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  visible: VisiblePresentation,
) {
  const { presentation, access, viewLinkId } = visible;
  // Anonymous visitors of a public page all get the same HTML: render it once per few seconds.
  const isPublic = presentation.privacy !== 'private' && !presentation.hidden && !viewLinkId;
  const cacheKey =
    !request.user && isPublic
      ? `view|${request.language}|${request.url}|${presentation.updated_at}`
      : undefined;
  const fromCache = cacheKey ? sendCachedPage(request, reply, cacheKey) : undefined;
  if (fromCache) return fromCache;
  const owner = await findUserById(app.db, presentation.owner_id);
  if (!owner) throw notFound();
  const liked = request.user ? await hasLiked(app.db, presentation.id, request.user.id) : false;
  const data = presentViewPage({
    presentation,
    owner,
    access,
    viewer: viewerOf(request.user),
    hasLiked: liked,
    ownerName: displayName(owner),
    viewLinkId,
    lang: request.language,
  });
  const base = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
  const summary =
    presentation.description_html
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || transcriptLines(data.transcriptData).slice(0, 3).join(' ');
  const pools = app.siteStats.pools;
  const pick = <T>(items: T[], count: number) => randomSubset(items, Math.min(count, items.length));
  const others = <T extends { oid: string }>(cards: T[]) => cards.filter((c) => c.oid !== presentation.oid);
  const page = {
    ...autoplayOf(request),
    isMobile: isMobileRequest(request),
    isPublicView: isPublic,
    nativeApp: nativeAppFor(request, app.config, presentation.oid),
    shareUrl: viewLinkId ? `${base}/view/${viewLinkId}/` : `${base}${presentationPath(presentation)}`,
    origin: base,
    sidebar: {
      videos: pick(others(pools.videos), VIDEO_CARDS),
      templates: pick(others(pools.templates), TEMPLATE_CARDS),
      staffPicks: pick(others(pools.staffPicks), STAFF_PICK_CARDS),
    },
  };
  return renderPage(
    request,
    reply,
    'ViewPage',
    { presentation: data, page },
    {
      title: `${presentation.title} · ${data.ownerName} · ${app.config.brandName}`,
      description: summary.slice(0, 300),
      canonical: isPublic ? `${base}${presentationPath(presentation)}` : undefined,
      oembed: isPublic
        ? `${base}/api/oembed/?url=${encodeURIComponent(base + presentationPath(presentation))}`
        : undefined,
      image: isPublic ? `${base}${data.thumbnail.replace(/\.svg$/, '.png')}` : undefined,
      noindex: !isPublic,
    },
    200,
    { cacheKey },
  );
}

export async function viewPageRoutes(app: FastifyInstance) {
  const render = (request: FastifyRequest, reply: FastifyReply, visible: VisiblePresentation) =>
    renderViewPage(app, request, reply, visible);

  const publicPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { oid, slug } = request.params as { oid: string; slug?: string };
    if (!/^[a-z0-9]{12}$/.test(oid)) throw notFound();
    const visible = await loadVisibleByOid(app.db, oid, request.user);
    if (slug !== visible.presentation.slug)
      return reply.redirect(presentationPath(visible.presentation), 301);
    return render(request, reply, visible);
  };
  app.get('/p/:oid/', publicPage);
  app.get('/p/:oid/:slug/', publicPage);

  // The embed page (spec §2): a listed presentation by oid, or a private one by view-link id.
  app.get('/p/embed/:id/', async (request, reply) => {
    const { id } = request.params as { id: string };
    let visible: VisiblePresentation;
    if (/^[a-z0-9]{12}$/.test(id)) {
      visible = await loadVisibleByOid(app.db, id, null);
      if (!isListed(visible.access)) throw notFound();
    } else if (/^[a-z0-9]{16,64}$/.test(id)) {
      visible = await loadVisibleByViewLink(app.db, id, null);
    } else {
      throw notFound();
    }
    const { presentation, viewLinkId } = visible;
    const owner = await findUserById(app.db, presentation.owner_id);
    if (!owner) throw notFound();
    const data = presentViewPage({
      presentation,
      owner,
      access: visible.access,
      viewer: viewerOf(request.user),
      hasLiked: request.user ? await hasLiked(app.db, presentation.id, request.user.id) : false,
      ownerName: displayName(owner),
      viewLinkId,
      lang: request.language,
    });
    const base = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
    const siteUrl = viewLinkId ? `${base}/view/${viewLinkId}/` : `${base}${presentationPath(presentation)}`;
    if (viewLinkId) reply.header('referrer-policy', 'no-referrer');
    return renderPage(
      request,
      reply,
      'EmbedPage',
      { presentation: data, page: { siteUrl, shareUrl: siteUrl, origin: base, ...autoplayOf(request) } },
      { title: `${presentation.title} · ${app.config.brandName}`, noindex: true, frameAncestors: 'any' },
    );
  });

  app.get('/view/:linkId/', async (request, reply) => {
    const { linkId } = request.params as { linkId: string };
    if (!/^[a-z0-9]{16,64}$/.test(linkId)) throw notFound();
    reply.header('referrer-policy', 'no-referrer'); // the link is the key: never leak it to other sites
    return render(request, reply, await loadVisibleByViewLink(app.db, linkId, request.user));
  });
}
