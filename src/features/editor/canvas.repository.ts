// SQL for canvas_states: a canvas deck's merged editing state, one row per deck (decision 093).
import type { Db, Dialect } from '../../platform/db/connection';
import type { CanvasStateRow } from './tables';

/**
 * The deck's state, if any. `lock` holds the row until the caller's transaction ends, so two
 * autosaves of one deck merge one after the other; SQLite has one writer and needs no lock.
 */
export async function findCanvasState(
  db: Db,
  presentationId: number,
  lock?: Dialect,
): Promise<CanvasStateRow | undefined> {
  const query = db.selectFrom('canvas_states').selectAll().where('presentation_id', '=', presentationId);
  return (lock === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** Stores a first state; false when another request stored one first (theirs stays). */
export async function insertCanvasState(db: Db, row: CanvasStateRow): Promise<boolean> {
  const result = await db
    .insertInto('canvas_states')
    .values(row)
    .onConflict((oc) => oc.column('presentation_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Replaces the state of one generation; false if that generation is gone. */
export async function updateCanvasState(
  db: Db,
  presentationId: number,
  generation: string,
  values: Pick<CanvasStateRow, 'state' | 'size' | 'document_at' | 'updated_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('canvas_states')
    .set(values)
    .where('presentation_id', '=', presentationId)
    .where('generation', '=', generation)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the deck's generation (if `generation` is given, only that one). */
export async function deleteCanvasState(db: Db, presentationId: number, generation?: string): Promise<void> {
  let query = db.deleteFrom('canvas_states').where('presentation_id', '=', presentationId);
  if (generation !== undefined) query = query.where('generation', '=', generation);
  await query.execute();
}
