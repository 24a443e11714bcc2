// What an account's deletion does to its teams: no team is left without an owner to manage it.
import type { Db } from '../../platform/db/connection';
import { AppError } from '../../platform/http/errors';
import type { User } from '../accounts';
import {
  deleteTeam,
  listTeamsOf,
  longestStandingOwner,
  removeMember,
  teamsSolelyOwnedBy,
} from './repository';

/**
 * Before an account is deleted (a seam for the account-deletion flow, which Podium does not have
 * yet): refused (409) while it is the only owner of a team with other members, who would be left
 * without anyone to manage it; a team it is alone in is deleted; from every other team it departs
 * as a member who leaves does, handing what it made there to the team's longest-standing owner.
 */
export async function releaseTeamsOf(db: Db, user: User): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const sole = await teamsSolelyOwnedBy(trx, user.id);
    const blocked = sole.filter((team) => team.members > 1);
    if (blocked.length > 0)
      throw new AppError(
        409,
        'sole_team_owner',
        'Make someone else an owner of your teams (or delete them) before deleting your account.',
      );
    for (const team of sole) await deleteTeam(trx, team.teamId);
    for (const team of await listTeamsOf(trx, user.id)) {
      const heir = await longestStandingOwner(trx, team.id, user.id);
      if (heir !== undefined) await removeMember(trx, team.id, user.id, heir);
    }
  });
}
