// What counts against a video storage quota (VIDEO_QUOTA_BYTES): the takes of the recordings and
// the videos uploaded into the decks an account owns outside any team, or a team's, plus the declared size of the account's uploads not
// yet published (arriving or complete), since their bytes are on disk or promised to it.
import type { Db } from '../../platform/db/connection';

/** The tables whose rows each hold a stored video file of a presentation, with its bytes. */
const VIDEO_TABLES = ['recordings', 'recording_takes', 'deck_videos'] as const;

export type QuotaOwner = { userId: number } | { teamId: number };

async function recordingBytes(db: Db, owner: QuotaOwner): Promise<number> {
  let total = 0;
  for (const table of VIDEO_TABLES) {
    let query = db
      .selectFrom(table)
      .innerJoin('presentations', 'presentations.id', `${table}.presentation_id`)
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(`${table}.bytes`), eb.lit(0)).as('n'));
    query =
      'teamId' in owner
        ? query.where('presentations.team_id', '=', owner.teamId)
        : query.where('presentations.owner_id', '=', owner.userId).where('presentations.team_id', 'is', null);
    total += Number((await query.executeTakeFirstOrThrow()).n);
  }
  return total;
}

/** Declared bytes of an account's unpublished uploads, leaving out `except` (the one being checked). */
export async function pendingUploadBytes(db: Db, userId: number, except?: string): Promise<number> {
  let query = db
    .selectFrom('video_uploads')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('n'))
    .where('user_id', '=', userId)
    .where('state', 'in', ['uploading', 'complete']);
  if (except) query = query.where('id', '!=', except);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The video bytes that count against an owner's quota. */
export async function storedVideoBytes(db: Db, owner: QuotaOwner, exceptUpload?: string): Promise<number> {
  const recorded = await recordingBytes(db, owner);
  return 'teamId' in owner ? recorded : recorded + (await pendingUploadBytes(db, owner.userId, exceptUpload));
}

/** The bytes of a presentation's recorded takes or uploaded videos: they go where it is moved. */
export async function presentationVideoBytes(db: Db, presentationId: number): Promise<number> {
  let total = 0;
  for (const table of VIDEO_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('n'))
      .where('presentation_id', '=', presentationId)
      .executeTakeFirstOrThrow();
    total += Number(row.n);
  }
  return total;
}
