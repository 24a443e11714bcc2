// The editor's addresses (spec §2): /p/edit/{oid}/ for schema '2', /{oid}/edit/ for schema '0',
// and /p/edit/{oid}/#present for commenters. They answer editors and commenters with a page that
// opens the presentation; anyone else who can see it gets 403, anyone who cannot gets 404.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canComment, canEdit } from '../../domain/permissions';
import { forbidden, notFound } from '../errors';
import { editPath, presentationPath } from '../presenters/presentation.presenter';
import { renderPage } from '../render/render-page';
import { loadVisibleByOid, viewerOf } from '../services/presentation.service';

export async function editPageRoutes(app: FastifyInstance) {
  const editPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const { oid } = request.params as { oid: string };
    if (!/^[a-z0-9]{12}$/.test(oid)) throw notFound();
    if (!request.user) return reply.redirect(`/login/?next=${encodeURIComponent(request.url)}`, 303);
    const { presentation, access } = await loadVisibleByOid(app.db, oid, request.user);
    const viewer = viewerOf(request.user);
    if (!canComment(access, viewer)) throw forbidden(request.t('edit.forbidden'));
    if (request.url.split('?')[0] !== editPath(presentation))
      return reply.redirect(editPath(presentation), 301);
    return renderPage(
      request,
      reply,
      'EditPage',
      {
        presentation: {
          oid,
          title: presentation.title,
          path: presentationPath(presentation),
          thumbnail: `/thumbnails/${oid}/${presentation.thumbnail_version}.svg`,
          privacy: presentation.privacy,
        },
        canEdit: canEdit(access, viewer),
      },
      { title: `${presentation.title} · ${app.config.brandName}`, noindex: true },
    );
  };
  app.get('/p/edit/:oid/', editPage);
  app.get('/:oid/edit/', editPage);
}
