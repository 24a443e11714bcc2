// The presenter view (/p/{oid}/present/) and the audience window it opens
// (/p/{oid}/present/audience/). Like the settings page: the owner and editors get
// them, anyone else who can see the presentation gets 403, anyone who cannot gets 404, signed-out
// visitors are sent to log in. Video presentations have no steps to present: 404.
// A static segment wins over /p/:oid/:slug/ in the router, so the slug "present" is reserved
// (kernel/slug.ts, migration 017).
import type { FastifyRequest } from 'fastify';
import { notesOfSource } from '../../kernel/document/editor-source';
import { notesByStep } from '../../kernel/document/speaker-notes';
import { audiencePath, presentationPath, presenterPath } from '../../kernel/paths';
import { type App, OidParams } from '../../platform/http/edge';
import { forbidden, notFound } from '../../platform/http/errors';
import { renderPage } from '../../platform/render/render-page';
import { loadFor } from '../access';
import { findUserById, requireViewer } from '../accounts';
import { playerBrandFor } from '../brand';
import { presentPlayerData } from '../decks';
import type { AudiencePageData, PresenterPageData } from './present.contracts';

export async function presentPageRoutes(app: App) {
  /** The presentation and its player data, for its owner and editors only. */
  async function loadPresentable(request: FastifyRequest<{ Params: { oid: string } }>) {
    const viewer = requireViewer(request);
    const { presentation: p, access } = await loadFor(app.db, request.params, viewer, 'presentation.edit', {
      refused: () => forbidden(request.t('present.forbidden')),
    });
    if (p.kind !== 'deck') throw notFound();
    const owner = await findUserById(app.db, p.owner_id);
    if (!owner) throw notFound();
    const player = {
      ...presentPlayerData({ presentation: p, owner, access, viewer, hasLiked: false }, request.language),
      brand: await playerBrandFor(app.db, p),
    };
    return { p, player, talk: { oid: p.oid, title: p.title, path: presentationPath(p) } };
  }

  app.get('/p/:oid/present/', { schema: { params: OidParams } }, async (request, reply) => {
    const { p, player, talk } = await loadPresentable(request);
    const data: PresenterPageData = {
      presentation: talk,
      player,
      notes: notesByStep(p.document, notesOfSource(p.source, p.source_format)),
      audiencePath: audiencePath(p.oid),
    };
    reply.header('cache-control', 'private, no-store');
    return renderPage(request, reply, 'PresenterPage', data, {
      title: `${request.t('present.pageTitle', { title: p.title })} · ${app.config.brandName}`,
      noindex: true,
    });
  });

  app.get('/p/:oid/present/audience/', { schema: { params: OidParams } }, async (request, reply) => {
    const { p, player, talk } = await loadPresentable(request);
    const data: AudiencePageData = { presentation: talk, player, presenterPath: presenterPath(p.oid) };
    reply.header('cache-control', 'private, no-store');
    return renderPage(request, reply, 'AudiencePage', data, {
      title: `${request.t('present.audiencePageTitle', { title: p.title })} · ${app.config.brandName}`,
      noindex: true,
    });
  });
}
