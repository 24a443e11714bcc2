// The settings page of one presentation (/dashboard/next/{oid}/): details, privacy, view links,
// collaborators and deletion. Owners see every section, editors only what they may change;
// anyone else who can see the presentation gets 403, anyone who cannot gets 404.
import { canEdit, isOwner } from '../../domain/permissions';
import { type App, OidParams, publicOrigin, requireUser } from '../edge';
import { forbidden } from '../errors';
import { presentSettings, presentViewLink } from '../presenters/manage.presenter';
import { renderPage } from '../render/render-page';
import { brandLogoSettingFor } from '../services/brand-kits.service';
import { commentsOf } from '../services/comments.service';
import { collaboratorsOf } from '../services/manage.service';
import { loadVisibleByOid, viewerOf } from '../services/presentation.service';
import { teamPlacementFor } from '../services/teams.service';
import { viewLinksOf } from '../services/view-links.service';

export async function managePageRoutes(app: App) {
  app.get('/dashboard/next/:oid/', { schema: { params: OidParams } }, async (request, reply) => {
    const user = requireUser(request);
    const { presentation, access } = await loadVisibleByOid(app.db, request.params.oid, user);
    const viewer = viewerOf(user);
    const owner = isOwner(access, viewer);
    if (!canEdit(access, viewer)) throw forbidden(request.t('manage.forbidden'));
    const origin = publicOrigin(request);
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
        comments: owner ? await commentsOf(app.db, presentation, access, user) : [],
        mailConfigured: app.mailer.configured,
        // Teams (issue #19): "Move to team…" for the owner.
        ...(owner ? await teamPlacementFor(app.db, user, presentation) : { team: null, teamChoices: [] }),
        brandLogo: owner ? await brandLogoSettingFor(app.db, presentation) : null,
      },
      {
        title: `${request.t('manage.pageTitle', { title: presentation.title })} · ${app.config.brandName}`,
        noindex: true,
      },
    );
  });
}
