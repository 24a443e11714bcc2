// The team's own pages: /teams/{tid}/settings/ (members; owners and admins also manage them, see
// pending invitations and the audit log) and /teams/join/{token}/ (an invitation: whose, which team,
// which role). Members only: anyone else gets 404, signed-out visitors are sent to log in. An
// invitation page answers 404 for an unknown token and 410 for one used, revoked or expired. The
// team's page /teams/{tid}/ is team-page.routes.ts, its folder shelf handed in by the composition root.
import Type from 'typebox';
import type { App } from '../../platform/http/edge';
import { renderPage } from '../../platform/render/render-page';
import { requireViewer } from '../accounts';
import { InvitationToken, Tid } from './schemas';
import { invitationView } from './team-acceptance.service';
import { teamSettingsData } from './teams.service';

const TidParams = Type.Object({ tid: Tid });
const TokenParams = Type.Object({ token: InvitationToken });

export async function teamPageRoutes(app: App) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const head = (title: string) => ({
    title: `${title} · ${app.config.brandName}`,
    noindex: true,
  });

  app.get('/teams/:tid/settings/', { schema: { params: TidParams } }, async (request, reply) => {
    const data = await teamSettingsData(
      app.db,
      requireViewer(request),
      request.params.tid,
      app.mailer.configured,
    );
    return renderPage(
      request,
      reply,
      'TeamSettingsPage',
      data,
      head(request.t('teams.settings.title', { name: data.team.name })),
    );
  });

  // Open to anyone holding the link: signed out, it offers to log in or sign up and come back.
  app.get('/teams/join/:token/', { schema: { params: TokenParams } }, async (request, reply) => {
    const invitation = await invitationView(app.db, request.user ?? null, request.params.token);
    return renderPage(
      request,
      reply,
      'TeamJoinPage',
      { invitation },
      head(request.t('teams.join.title', { name: invitation.teamName })),
    );
  });
}
