// A team's page, /teams/{tid}/: its presentations, "New presentation" and its members (the teams
// feature), its folders (the folders feature's shelf for the team's space) and its video storage
// against the quota (recordings). It is composed here, where the features meet, because folders
// already ask teams who may file in a team's space. Members only: anyone else gets 404, signed-out
// visitors are sent to log in.
import Type from 'typebox';
import { requireUser } from '../../features/accounts';
import { folderShelf } from '../../features/folders';
import { videoUsage } from '../../features/quota/video-quota.service';
import { findTeamByTid } from '../../features/teams/repository';
import { Tid } from '../../features/teams/routes';
import { teamPageData } from '../../features/teams/teams.service';
import type { App } from '../../platform/http/edge';
import { renderPage } from '../../platform/render/render-page';

const TidParams = Type.Object({ tid: Tid });

export async function teamHomeRoutes(app: App) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  app.get('/teams/:tid/', { schema: { params: TidParams } }, async (request, reply) => {
    const user = requireUser(request);
    const data = await teamPageData(app.db, user, request.params.tid);
    // teamPageData answered, so the viewer is a member and the team is there.
    const team = (await findTeamByTid(app.db, request.params.tid))!;
    const [folders, usage] = await Promise.all([
      folderShelf(app.db, user, { kind: 'team', teamId: team.id }),
      videoUsage(app.db, app.config.video.quotaBytes, { teamId: team.id }),
    ]);
    return renderPage(
      request,
      reply,
      'TeamPage',
      { ...data, folders, videoUsage: usage },
      { title: `${data.team.name} · ${app.config.brandName}`, noindex: true },
    );
  });
}
