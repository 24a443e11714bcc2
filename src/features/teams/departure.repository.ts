// SQL for what ends when someone leaves a team (or is removed): the folders of the team they shared
// with others, the collaborators they added to the team presentations they made, and the share
// links they made to the team's presentations. All of it was theirs to give only as a member; what
// they made passes to an owner (teams.repository.ts removeMember), what they gave away ends with them.
// The same queries count it first, for the removal dialog.

import type { Db } from '../../platform/db/connection';
import type { TeamDepartureData } from './contracts';

const teamPresentations = (db: Db, teamId: number) =>
  db.selectFrom('presentations').select('id').where('team_id', '=', teamId);
const teamFolders = (db: Db, teamId: number) =>
  db.selectFrom('folders').select('id').where('team_id', '=', teamId);

const count = (n: unknown) => Number(n);

/** What leaving would end and hand over, counted. */
export async function countDeparture(db: Db, teamId: number, userId: number): Promise<TeamDepartureData> {
  const links = await db
    .selectFrom('view_links')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_by', '=', userId)
    .where('revoked_at', 'is', null)
    .where('presentation_id', 'in', teamPresentations(db, teamId))
    .executeTakeFirstOrThrow();
  const shares = await db
    .selectFrom('folder_collaborators')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('granted_by', '=', userId)
    .where('user_id', '!=', userId)
    .where('folder_id', 'in', teamFolders(db, teamId))
    .executeTakeFirstOrThrow();
  const collaborators = await db
    .selectFrom('collaborators')
    .innerJoin('presentations', 'presentations.id', 'collaborators.presentation_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('presentations.team_id', '=', teamId)
    .where('presentations.owner_id', '=', userId)
    .executeTakeFirstOrThrow();
  const made = async (table: 'presentations' | 'folders') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('team_id', '=', teamId)
      .where('owner_id', '=', userId)
      .executeTakeFirstOrThrow();
  return {
    links: count(links.n),
    folderShares: count(shares.n),
    collaborators: count(collaborators.n),
    presentations: count((await made('presentations')).n),
    folders: count((await made('folders')).n),
  };
}

/** Ends what the member gave away in the team; called before what they made changes hands. */
export async function endGrantsOf(db: Db, teamId: number, userId: number, at: string): Promise<void> {
  await db
    .updateTable('view_links')
    .set({ revoked_at: at })
    .where('created_by', '=', userId)
    .where('revoked_at', 'is', null)
    .where('presentation_id', 'in', teamPresentations(db, teamId))
    .execute();
  await db
    .deleteFrom('folder_collaborators')
    .where('granted_by', '=', userId)
    .where('folder_id', 'in', teamFolders(db, teamId))
    .execute();
  await db
    .deleteFrom('collaborators')
    .where('presentation_id', 'in', (eb) =>
      eb
        .selectFrom('presentations')
        .select('id')
        .where('team_id', '=', teamId)
        .where('owner_id', '=', userId),
    )
    .execute();
}
