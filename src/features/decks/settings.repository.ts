// SQL for deleting a presentation with everything that hangs off it. Its collaborators are the
// access feature's (collaborators.repository.ts), its share links the sharing feature's.
import type { Db } from '../../platform/db/connection';

/**
 * Deletes the presentation. Likes, views, links, collaborators, comments, versions, media and
 * reports go with it through their foreign keys; analytics events name it only by oid, so they
 * are removed here. The SQLite search table has no foreign key: the caller removes that row.
 */
export async function deletePresentationRow(db: Db, presentation: { id: number; oid: string }) {
  await db.deleteFrom('analytics_events').where('prezi_oid', '=', presentation.oid).execute();
  for (const rollup of ['analytics_daily', 'analytics_step_daily', 'analytics_step_times'] as const)
    await db.deleteFrom(rollup).where('prezi_oid', '=', presentation.oid).execute();
  await db.deleteFrom('presentations').where('id', '=', presentation.id).execute();
}
