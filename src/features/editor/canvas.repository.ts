// SQL for canvas_states, a canvas deck's merged editing state, one row per deck (decision 093), and
// canvas_updates, its log of live edits not yet merged (decision 097).
import type { Db, Dialect } from '../../platform/db/connection';
import type { CanvasStateRow, CanvasUpdateRow } from './tables';

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
/**
 * Deletes the deck's state; with `seen`, only while it is still that generation as it was read (no
 * compaction stored it since). Whether a row was deleted.
 */
export async function deleteCanvasState(
  db: Db,
  presentationId: number,
  seen?: Pick<CanvasStateRow, 'generation' | 'document_at'>,
): Promise<boolean> {
  let query = db.deleteFrom('canvas_states').where('presentation_id', '=', presentationId);
  if (seen !== undefined)
    query = query.where('generation', '=', seen.generation).where('document_at', '=', seen.document_at);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Appends a batch of live edits to the deck's log, if `generation` is still the deck's (its state
 * row is held shared meanwhile, so a compaction or reset cannot end it half way); its id, or null
 * when that generation has ended.
 */
export async function appendCanvasUpdate(
  db: Db,
  dialect: Dialect,
  row: Omit<CanvasUpdateRow, 'id'>,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const query = trx
      .selectFrom('canvas_states')
      .select('generation')
      .where('presentation_id', '=', row.presentation_id);
    const state = await (dialect === 'postgres' ? query.forShare() : query).executeTakeFirst();
    if (state?.generation !== row.generation) return null;
    const inserted = await trx
      .insertInto('canvas_updates')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
}

/** The deck's logged updates of one generation after `afterId`, oldest first. */
export async function listCanvasUpdates(
  db: Db,
  presentationId: number,
  generation: string,
  afterId = 0,
): Promise<CanvasUpdateRow[]> {
  return db
    .selectFrom('canvas_updates')
    .selectAll()
    .where('presentation_id', '=', presentationId)
    .where('generation', '=', generation)
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
}

/** How many of the generation's logged updates have an id up to `throughId`. */
export async function countCanvasUpdates(
  db: Db,
  presentationId: number,
  generation: string,
  throughId: number,
): Promise<number> {
  const row = await db
    .selectFrom('canvas_updates')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('presentation_id', '=', presentationId)
    .where('generation', '=', generation)
    .where('id', '<=', throughId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The bytes of the deck's log, for its limit before compaction. */
export async function canvasLogBytes(db: Db, presentationId: number): Promise<number> {
  const row = await db
    .selectFrom('canvas_updates')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
    .where('presentation_id', '=', presentationId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}

/** Drops the deck's logged updates up to `throughId` (all of them when it is absent). */
export async function deleteCanvasUpdates(db: Db, presentationId: number, throughId?: number): Promise<void> {
  let query = db.deleteFrom('canvas_updates').where('presentation_id', '=', presentationId);
  if (throughId !== undefined) query = query.where('id', '<=', throughId);
  await query.execute();
}
