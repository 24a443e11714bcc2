// The settings page of one presentation (/dashboard/next/{oid}/): details, privacy, view links,
// collaborators and deletion. Owners see every section, editors only what they may change;
// anyone else who can see the presentation gets 403, anyone who cannot gets 404.

import { loadFor } from '../../features/access';
import { brandLogoSettingFor } from '../../features/brand';
import { commentsOf } from '../../features/editor/comments.service';
import { linkCreators, viewLinksOf } from '../../features/sharing/view-links.service';
import { countMembers, findTeamById } from '../../features/teams/repository';
import { teamPlacementFor } from '../../features/teams/teams.service';
import { isOwner } from '../../kernel/access/permissions';
import { forbidden } from '../../platform/http/errors';
import { renderPage } from '../../platform/render/render-page';
import { type App, OidParams, publicOrigin, requireUser } from '../edge';
import { presentSettings, presentViewLink } from '../presenters/manage.presenter';
import { collaboratorsOf, isSteward } from '../services/manage.service';

export async function managePageRoutes(app: App) {
  app.get('/dashboard/next/:oid/', { schema: { params: OidParams } }, async (request, reply) => {
    const user = requireUser(request);
    const viewer = request.actor.viewer;
    const { presentation, access } = await loadFor(app.db, request.params, viewer, 'presentation.edit', {
      refused: () => forbidden(request.t('manage.forbidden')),
    });
    const owner = isOwner(access, viewer);
    const origin = publicOrigin(request);
    const links = await viewLinksOf(app.db, presentation);
    const creators = await linkCreators(app.db, links);
    const steward = owner || (await isSteward(app.db, presentation, user));
    const team = presentation.team_id === null ? undefined : await findTeamById(app.db, presentation.team_id);
    reply.header('cache-control', 'private, no-store');
    return renderPage(
      request,
      reply,
      'PresentationSettingsPage',
      {
        settings: presentSettings(presentation),
        userRole: owner ? ('owner' as const) : ('edit' as const),
        steward,
        // Who opens it besides its collaborators: the team it is in, whose members all do.
        teamAccess: team ? { name: team.name, members: await countMembers(app.db, team.id) } : null,
        links: links.map((link) => presentViewLink(link, origin, creators)),
        collaborators: owner ? await collaboratorsOf(app.db, presentation) : [],
        comments: owner ? await commentsOf(app.db, presentation, access, user) : [],
        mailConfigured: app.mailer.configured,
        // Teams: "Move to team…" for the owner.
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
