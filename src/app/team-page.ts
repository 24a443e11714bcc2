// What folders adds to a team's page: the shelf of the team's space. Folders asks teams who may
// file in a team's space, so teams may not import it: the page (features/teams/team-page.routes.ts)
// takes the shelf from the composition root.

import { folderShelf } from '../features/folders';
import type { TeamFolderShelf } from '../features/teams/team-page.routes';

export const teamFolderShelf: TeamFolderShelf = (db, viewer, teamId) =>
  folderShelf(db, viewer, { kind: 'team', teamId });
