// The editor's video picker: a page of the signed-in person's own recordings that play, each
// with its title, its length as a viewer sees it (every take, trimmed and cut) and its cover.
// Only the person's own: a recording shared with them is not theirs to put in a deck.
import type { Viewer } from '../../kernel/access/permissions';
import { RECORDING_LIMITS } from '../../kernel/limits';
import { thumbnailPath } from '../../kernel/paths';
import type { Db } from '../../platform/db/connection';
import type { OwnRecording, OwnRecordings } from './contracts';
import { laterTakeEdits, listOwnRecordings } from './repository';
import type { EditDecisionList } from './rules';
import { programDurationOfTakes } from './takes-rules';

type ListedRow = Awaited<ReturnType<typeof listOwnRecordings>>[number];

const decodeEdits = (json: string) => ({ edits: JSON.parse(json) as EditDecisionList });

/** A listed recording as the picker shows it, with the edits of its later takes (none for most). */
export function presentOwnRecording(row: ListedRow, laterEdits: string[]): OwnRecording {
  return {
    oid: row.oid,
    title: row.title,
    durationMs: programDurationOfTakes([row.edits, ...laterEdits].map(decodeEdits)),
    cover: thumbnailPath(row),
    updatedAt: row.updated_at,
  };
}

/** One page (1-based) of the person's own recordings, the latest changed first. */
export async function ownRecordings(db: Db, viewer: Viewer, page: number): Promise<OwnRecordings> {
  const size = RECORDING_LIMITS.listPageSize;
  const rows = await listOwnRecordings(db, viewer.id, (page - 1) * size, size);
  const shown = rows.slice(0, size);
  const takes = await laterTakeEdits(
    db,
    shown.map((row) => row.id),
  );
  const later = new Map<number, string[]>();
  for (const take of takes)
    later.set(take.presentation_id, [...(later.get(take.presentation_id) ?? []), take.edits]);
  return {
    items: shown.map((row) => presentOwnRecording(row, later.get(row.id) ?? [])),
    page,
    hasMore: rows.length > size,
  };
}
