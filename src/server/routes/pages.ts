// HTML routes: home, the public view page, thumbnails.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { hasLiked } from '../../db/repositories/likes.repository';
import {
  findPresentationByOid,
  listListedPresentations,
} from '../../db/repositories/presentations.repository';
import { findUserById, findUsersByIds } from '../../db/repositories/users.repository';
import { canView } from '../../domain/permissions';
import { transcriptLines } from '../../domain/transcript';
import { notFound } from '../errors';
import { presentationPath, presentCard, presentViewPage } from '../presenters/presentation.presenter';
import { displayName } from '../presenters/user.presenter';
import { renderPage } from '../render/render-page';
import { accessOf, loadVisibleByOid, viewerOf } from '../services/presentation.service';

const OidParams = Type.Object({ oid: Type.String(), slug: Type.Optional(Type.String()) });

export async function pageRoutes(app: FastifyInstance) {
  app.get('/', async (request, reply) => {
    const [recent, picks] = await Promise.all([
      listListedPresentations(app.db, { limit: 24 }),
      listListedPresentations(app.db, { limit: 8, curated: true }),
    ]);
    const owners = new Map(
      (await findUsersByIds(app.db, [...new Set([...recent, ...picks].map((p) => p.owner_id))])).map((u) => [
        u.id,
        u,
      ]),
    );
    const card = (p: (typeof recent)[number]) => {
      const owner = owners.get(p.owner_id);
      return presentCard(p, owner, owner ? displayName(owner) : '');
    };
    return renderPage(
      request,
      reply,
      'HomePage',
      { recent: recent.map(card), staffPicks: picks.map(card) },
      {
        title: `${app.config.brandName} · Share presentations`,
        description: 'Publish presentations and share them with anyone.',
      },
    );
  });

  const viewPage = async (
    request: import('fastify').FastifyRequest,
    reply: import('fastify').FastifyReply,
  ) => {
    const { oid, slug } = request.params as { oid: string; slug?: string };
    if (!/^[a-z0-9]{12}$/.test(oid)) throw notFound('There is no presentation at this address.');
    const { presentation, access } = await loadVisibleByOid(app.db, oid, request.user);
    if (slug !== presentation.slug) return reply.redirect(presentationPath(presentation), 301);
    const owner = await findUserById(app.db, presentation.owner_id);
    if (!owner) throw notFound();
    const viewer = viewerOf(request.user);
    const liked = request.user ? await hasLiked(app.db, presentation.id, request.user.id) : false;
    const data = presentViewPage({
      presentation,
      owner,
      access,
      viewer,
      hasLiked: liked,
      ownerName: displayName(owner),
    });
    const base = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
    const description =
      presentation.description_html
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim() || transcriptLines(data.transcriptData).slice(0, 3).join(' ');
    return renderPage(
      request,
      reply,
      'ViewPage',
      { presentation: data },
      {
        title: `${presentation.title} by ${data.ownerName} · ${app.config.brandName}`,
        description: description.slice(0, 300),
        canonical: `${base}${presentationPath(presentation)}`,
        image: `${base}${data.thumbnail}`,
        noindex: presentation.privacy === 'private' || presentation.hidden === 1,
      },
    );
  };
  app.get('/p/:oid/', { schema: { params: OidParams } }, viewPage);
  app.get('/p/:oid/:slug/', { schema: { params: OidParams } }, viewPage);

  // Thumbnails: the version in the path changes with the content, so a response never goes stale.
  app.get('/thumbnails/:oid/:file', async (request, reply) => {
    const { oid, file } = request.params as { oid: string; file: string };
    const presentation = /^[a-z0-9]{12}$/.test(oid) ? await findPresentationByOid(app.db, oid) : undefined;
    // Thumbnails of private presentations are served to nobody: previews must not leak them.
    if (!presentation || !canView(accessOf(presentation), null)) throw notFound('No such thumbnail.');
    if (file !== `${presentation.thumbnail_version}.svg`)
      return reply.redirect(`/thumbnails/${oid}/${presentation.thumbnail_version}.svg`, 302);
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(presentation.thumbnail_svg);
  });
}
