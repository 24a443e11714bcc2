// The settings page of one presentation (/dashboard/next/{oid}/): details, privacy, view links,
// collaborators and deletion. Owners see every section, editors only what they may change;
// anyone else who can see the presentation gets 403, anyone who cannot gets 404.
import type { FastifyInstance } from 'fastify';
import { canEdit, isOwner } from '../../domain/permissions';
import { forbidden, notFound } from '../errors';
import { presentSettings, presentViewLink } from '../presenters/manage.presenter';
import { renderPage } from '../render/render-page';
import { commentsOf } from '../services/comments.service';
import { collaboratorsOf, viewLinksOf } from '../services/manage.service';
import { loadVisibleByOid, viewerOf } from '../services/presentation.service';

export async function managePageRoutes(app: FastifyInstance) {
  app.get('/dashboard/next/:oid/', async (request, reply) => {
    const { oid } = request.params as { oid: string };
    if (!/^[a-z0-9]{12}$/.test(oid)) throw notFound();
    if (!request.user) return reply.redirect(`/login/?next=${encodeURIComponent(request.url)}`, 303);
    const { presentation, access } = await loadVisibleByOid(app.db, oid, request.user);
    const viewer = viewerOf(request.user);
    const owner = isOwner(access, viewer);
    if (!canEdit(access, viewer)) throw forbidden(request.t('manage.forbidden'));
    const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
    const links = await viewLinksOf(app.db, presentation);
    reply.header('cache-control', 'private, no-store');
    return renderPage(
      request,
      reply,
      'PresentationSettingsPage',
      {
        settings: presentSettings(presentation),
        userRole: owner ? ('owner' as const) : ('edit' as const),
        links: links.map((link) => presentViewLink(link, origin)),
        collaborators: owner ? await collaboratorsOf(app.db, presentation) : [],
        comments: owner ? await commentsOf(app.db, presentation, access, request.user) : [],
      },
      {
        title: `${request.t('manage.pageTitle', { title: presentation.title })} · ${app.config.brandName}`,
        noindex: true,
      },
    );
  });
}
