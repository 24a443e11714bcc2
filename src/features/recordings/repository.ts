// SQL for recorded videos: a recording's takes (the first in its `recordings` row, the others in
// `recording_takes`), its cover and the deck it was recorded over. Its uploads are
// uploads.repository.ts's.
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { EditDecisionList, TimelineEntry } from './rules';
import type { RecordingsTable, RecordingTakesTable } from './tables';
import type { VideoMimeType } from './uploads.repository';

/** One take of a recording: its file, timeline, edits and captions. */
export interface TakeRecord {
  videoSha256: string;
  mimeType: VideoMimeType;
  bytes: number;
  durationMs: number;
  timeline: TimelineEntry[];
  edits: EditDecisionList;
  captions: string;
}

/** The cover frame: a moment of one take's file. */
export interface CoverFrame {
  coverTake: number;
  coverMs: number;
}

/**
 * A recording: its first take (the fields of TakeRecord), the deck, the cover (a moment of take
 * `coverTake`'s file) and the takes re-recorded after the first (`laterTakes`, in order; none for most).
 */
export interface RecordingRecord extends TakeRecord, CoverFrame {
  presentationId: number;
  deckId: number | null;
  laterTakes: TakeRecord[];
}

/** Every take of a recording, the first included, in order. */
export const takesOf = (recording: RecordingRecord): TakeRecord[] => [
  {
    videoSha256: recording.videoSha256,
    mimeType: recording.mimeType,
    bytes: recording.bytes,
    durationMs: recording.durationMs,
    timeline: recording.timeline,
    edits: recording.edits,
    captions: recording.captions,
  },
  ...recording.laterTakes,
];

export async function insertRecording(db: Db, record: RecordingRecord, now: string): Promise<void> {
  await db
    .insertInto('recordings')
    .values({
      presentation_id: record.presentationId,
      video_sha256: record.videoSha256,
      mime_type: record.mimeType,
      bytes: record.bytes,
      duration_ms: record.durationMs,
      deck_id: record.deckId,
      timeline: JSON.stringify(record.timeline),
      edits: JSON.stringify(record.edits),
      captions: record.captions,
      cover_ms: record.coverMs,
      cover_take: record.coverTake,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await insertLaterTakes(db, record.presentationId, record.laterTakes, now);
}

async function insertLaterTakes(db: Db, presentationId: number, takes: TakeRecord[], now: string) {
  if (takes.length === 0) return;
  await db
    .insertInto('recording_takes')
    .values(
      takes.map((take, index) => ({
        presentation_id: presentationId,
        position: index + 1,
        video_sha256: take.videoSha256,
        mime_type: take.mimeType,
        bytes: take.bytes,
        duration_ms: take.durationMs,
        timeline: JSON.stringify(take.timeline),
        edits: JSON.stringify(take.edits),
        captions: take.captions,
        created_at: now,
      })),
    )
    .execute();
}

/**
 * Replaces every take of a recording (the first in its `recordings` row, the others in
 * `recording_takes`) and its cover; run in a transaction, so viewers see the old takes or the new.
 */
export async function replaceTakes(
  db: Db,
  presentationId: number,
  takes: TakeRecord[],
  cover: CoverFrame,
  now: string,
): Promise<void> {
  const [first, ...later] = takes;
  if (!first) throw new Error('A recording keeps at least one take.');
  await db
    .updateTable('recordings')
    .set({
      video_sha256: first.videoSha256,
      mime_type: first.mimeType,
      bytes: first.bytes,
      duration_ms: first.durationMs,
      timeline: JSON.stringify(first.timeline),
      edits: JSON.stringify(first.edits),
      captions: first.captions,
      cover_ms: cover.coverMs,
      cover_take: cover.coverTake,
      updated_at: now,
    })
    .where('presentation_id', '=', presentationId)
    .execute();
  await db.deleteFrom('recording_takes').where('presentation_id', '=', presentationId).execute();
  await insertLaterTakes(db, presentationId, later, now);
}

/**
 * The editor's save: each take's edits and captions (in order, the first take first) and the
 * cover; the files and timelines stay as recorded. Run in a transaction.
 */
export async function updateTakeEdits(
  db: Db,
  presentationId: number,
  takes: Pick<TakeRecord, 'edits' | 'captions'>[],
  cover: CoverFrame,
  now: string,
): Promise<void> {
  const [first, ...later] = takes;
  if (!first) throw new Error('A recording keeps at least one take.');
  await db
    .updateTable('recordings')
    .set({
      edits: JSON.stringify(first.edits),
      captions: first.captions,
      cover_ms: cover.coverMs,
      cover_take: cover.coverTake,
      updated_at: now,
    })
    .where('presentation_id', '=', presentationId)
    .execute();
  for (const [index, take] of later.entries()) {
    await db
      .updateTable('recording_takes')
      .set({ edits: JSON.stringify(take.edits), captions: take.captions })
      .where('presentation_id', '=', presentationId)
      .where('position', '=', index + 1)
      .execute();
  }
}

export async function findRecording(db: Db, presentationId: number): Promise<RecordingRecord | undefined> {
  const row = await db
    .selectFrom('recordings')
    .selectAll()
    .where('presentation_id', '=', presentationId)
    .executeTakeFirst();
  if (!row) return undefined;
  const later = await db
    .selectFrom('recording_takes')
    .selectAll()
    .where('presentation_id', '=', presentationId)
    .orderBy('position')
    .execute();
  return {
    ...decodeTake(row),
    presentationId: row.presentation_id,
    deckId: row.deck_id,
    coverMs: row.cover_ms,
    coverTake: row.cover_take,
    laterTakes: later.map(decodeTake),
  };
}

const decodeTake = (row: Selectable<RecordingsTable> | Selectable<RecordingTakesTable>): TakeRecord => ({
  videoSha256: row.video_sha256,
  mimeType: row.mime_type,
  bytes: Number(row.bytes),
  durationMs: row.duration_ms,
  timeline: JSON.parse(row.timeline) as TimelineEntry[],
  edits: JSON.parse(row.edits) as EditDecisionList,
  captions: row.captions,
});

/** Sets the cover frame's picture (a media_files key of the recording's presentation). */
export async function setCoverImage(db: Db, presentationId: number, key: string, now: string): Promise<void> {
  await db
    .updateTable('recordings')
    .set({ cover_image: key, updated_at: now })
    .where('presentation_id', '=', presentationId)
    .execute();
}

/** The cover frame's picture of a presentation's recording, when one was sent. */
export async function findCoverImage(db: Db, presentationId: number): Promise<string | null> {
  const row = await db
    .selectFrom('recordings')
    .select('cover_image')
    .where('presentation_id', '=', presentationId)
    .executeTakeFirst();
  return row?.cover_image ?? null;
}

/** The presentations recorded over a deck. */
export async function recordingsOfDeck(db: Db, deckId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('recordings')
    .select('presentation_id')
    .where('deck_id', '=', deckId)
    .execute();
  return rows.map((row) => row.presentation_id);
}

/**
 * One page of someone's own recordings that play, the latest changed first, with their first
 * take's edits: a `recordings` row is written only when a complete upload is published (a seeded
 * video has none), and one staff took down is left out. `limit` + 1 are read so the caller knows
 * if there is more.
 */
export async function listOwnRecordings(db: Db, userId: number, offset: number, limit: number) {
  return db
    .selectFrom('recordings')
    .innerJoin('presentations', 'presentations.id', 'recordings.presentation_id')
    .select([
      'presentations.id',
      'presentations.oid',
      'presentations.title',
      'presentations.thumbnail_version',
      'presentations.updated_at',
      'recordings.edits',
    ])
    .where('presentations.owner_id', '=', userId)
    .where('presentations.hidden', '=', 0)
    .orderBy('presentations.updated_at', 'desc')
    .orderBy('presentations.id', 'desc')
    .offset(offset)
    .limit(limit + 1)
    .execute();
}

/** The edits of the later takes of these recordings (by presentation id), in order. */
export async function laterTakeEdits(db: Db, presentationIds: number[]) {
  if (presentationIds.length === 0) return [];
  return db
    .selectFrom('recording_takes')
    .select(['presentation_id', 'edits'])
    .where('presentation_id', 'in', presentationIds)
    .orderBy('presentation_id')
    .orderBy('position')
    .execute();
}
