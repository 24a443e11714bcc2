// The stored shapes of the tables this feature writes: versions and comments by step. src/db/schema.ts
// gathers them with every other table into Database, so a repository keeps one Kysely<Database> and its
// joins across features stay typed.
import type { Generated } from 'kysely';
import type { SourceFormat, Timestamp } from '../../db/columns';

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

/** A comment on one step of a presentation's path (0-based), by the owner or a collaborator. */
export interface CommentsTable {
  id: Generated<number>;
  presentation_id: number;
  author_id: number;
  step: number;
  body: string;
  created_at: Timestamp;
}
