// A team's page, /teams/{tid}/: its presentations, "New presentation" and its members, its folders
// (the folders feature's shelf for the team's space) and its video storage against the quota.
// Members only: anyone else gets 404, signed-out visitors are sent to log in.
import Type from 'typebox';
import type { Viewer } from '../../kernel/access/permissions';
import type { Db } from '../../platform/db/connection';
import type { App } from '../../platform/http/edge';
import { type PagePropsOf, renderPage } from '../../platform/render/render-page';
import { requireViewer } from '../accounts';
import { videoUsage } from '../quota';
import { findTeamByTid } from './repository';
import { Tid } from './schemas';
import { teamPageData } from './teams.service';

const TidParams = Type.Object({ tid: Tid });

/**
 * The team's folder shelf. Folders asks teams who may file in a team's space, so teams may not
 * import folders: the composition root (src/app/team-page.ts) hands the shelf in.
 */
export type TeamFolderShelf = (
  db: Db,
  viewer: Viewer,
  teamId: number,
) => Promise<PagePropsOf<'TeamPage'>['folders']>;

export async function teamHomeRoutes(app: App, { folderShelf }: { folderShelf: TeamFolderShelf }) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  app.get('/teams/:tid/', { schema: { params: TidParams } }, async (request, reply) => {
    const viewer = requireViewer(request);
    const data = await teamPageData(app.db, viewer, request.params.tid);
    // teamPageData answered, so the viewer is a member and the team is there.
    const team = (await findTeamByTid(app.db, request.params.tid))!;
    const [folders, usage] = await Promise.all([
      folderShelf(app.db, viewer, team.id),
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
