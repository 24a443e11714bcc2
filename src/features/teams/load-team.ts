// A team as one of its members meets it. To anyone else a team does not exist: no such team and
// not a member get the same 404, so nobody learns which teams there are.

import type { Viewer } from '../../kernel/access/permissions';
import type { Db } from '../../platform/db/connection';
import { notFound } from '../../platform/http/errors';
import { findTeamByTid, findTeamRole } from './repository';

export const NO_TEAM = 'There is no such team, or you are not in it.';

/**
 * A team and the signed-in person's role in it; not a member (or no such team): 404, the same
 * answer. Only their id counts: the actor, or the user row of a service that also names them.
 */
export async function loadTeamAsMember(db: Db, tid: string, person: Pick<Viewer, 'id'>) {
  const team = await findTeamByTid(db, tid);
  const role = team ? await findTeamRole(db, team.id, person.id) : undefined;
  if (!team || !role) throw notFound(NO_TEAM);
  return { team, role };
}
