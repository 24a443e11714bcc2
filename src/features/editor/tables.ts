// The stored shapes of the tables this feature writes: versions, comment threads, canvas
// states and their live updates, and the media sweep's looks at decks. They join Database (src/platform/db/schema.ts) by the module augmentation at the end, so
// a repository keeps one Kysely<Database> and its joins across features stay typed (decision 089).
// A version's codec is here too, beside the one table it decodes.
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PresentationDocument } from '../../kernel/document/document';
import type { Timestamp } from '../../platform/db/columns';
import type { SourceFormat } from '../decks';

/** A presentation as it was before a save: restoring one saves it back as the current version. */
export interface PresentationVersionsTable {
  id: Generated<number>;
  presentation_id: number;
  title: string;
  document: string;
  source: string | null;
  source_format: SourceFormat | null;
  created_by: number | null;
  created_at: Timestamp;
}

/**
 * A comment by the owner or a collaborator on one step of a presentation's path (0-based), or on one
 * element of a canvas deck (`element`, with the step it was seen on), or a reply in a thread
 * (`parent_id`: replies take their thread's step and have no anchor of their own).
 */
export interface CommentsTable {
  id: Generated<number>;
  presentation_id: number;
  author_id: number;
  step: number;
  body: string;
  created_at: Timestamp;
  element: ColumnType<string | null, string | null | undefined, string | null>;
  parent_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the thread was resolved and by whom; both null while it is open. */
  resolved_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  resolved_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A presentation as it was before a save. */
export type PresentationVersion = Omit<Selectable<PresentationVersionsTable>, 'document'> & {
  document: PresentationDocument;
};
export type NewPresentationVersion = Omit<PresentationVersion, 'id'>;

export const decodeVersion = (row: Selectable<PresentationVersionsTable>): PresentationVersion => ({
  ...row,
  document: JSON.parse(row.document) as PresentationDocument,
});

export type Comment = Selectable<CommentsTable>;

/**
 * A canvas deck's merged Yjs state (decision 093), the whole of it as one update. `document_at` is the
 * presentation's updated_at when the state last matched its document, as the exact text read.
 */
export interface CanvasStatesTable {
  presentation_id: number;
  generation: string;
  state: Buffer;
  /** The state's length in bytes, so its limit is checked without reading it. */
  size: number;
  document_at: string;
  updated_at: Timestamp;
}

export type CanvasStateRow = Selectable<CanvasStatesTable>;

/** A batch of live edits not yet merged into its deck's state (decision 097). */
export interface CanvasUpdatesTable {
  id: Generated<number>;
  presentation_id: number;
  generation: string;
  update: Buffer;
  size: number;
  user_id: number | null;
  created_at: Timestamp;
}

export type CanvasUpdateRow = Selectable<CanvasUpdatesTable>;

/** When the media sweep last looked at a deck's media (decision 099). */
export interface MediaSweepsTable {
  presentation_id: number;
  checked_at: Timestamp;
}

declare module '../../platform/db/schema' {
  interface Database {
    presentation_versions: PresentationVersionsTable;
    comments: CommentsTable;
    canvas_states: CanvasStatesTable;
    canvas_updates: CanvasUpdatesTable;
    media_sweeps: MediaSweepsTable;
  }
}
