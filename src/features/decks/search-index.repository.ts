// Keeping the search index in step on write: a presentation's title, tags, description and text
// in the SQLite FTS5 table or the PostgreSQL tsvector columns, in the transaction that changes it.
// The discovery feature reads the index (its repository.ts).
import { sql } from 'kysely';
import { SEARCH_TEXT_LENGTH } from '../../kernel/limits';
import type { Db, Dialect } from '../../platform/db/connection';

export interface SearchDocument {
  presentationId: number;
  title: string;
  description: string;
  body: string;
  tags: string[];
  /** Public or reusable and not hidden: only these are searchable. */
  listed: boolean;
}

export async function indexPresentation(db: Db, dialect: Dialect, input: SearchDocument) {
  const doc = { ...input, body: input.body.slice(0, SEARCH_TEXT_LENGTH) };
  const tags = doc.tags.join(' ');
  if (dialect === 'postgres') {
    await sql`update presentations set
        search_head = setweight(to_tsvector('simple', ${doc.title}), 'A') ||
          setweight(to_tsvector('simple', ${tags}), 'B') ||
          setweight(to_tsvector('simple', ${doc.description}), 'C'),
        search_vector = setweight(to_tsvector('simple', ${doc.title}), 'A') ||
          setweight(to_tsvector('simple', ${tags}), 'B') ||
          setweight(to_tsvector('simple', ${doc.description}), 'C') ||
          setweight(to_tsvector('simple', ${doc.body}), 'D'),
        search_text = ${`${doc.description}\n${doc.body}`}
      where id = ${doc.presentationId}`.execute(db);
    return;
  }
  await db
    .updateTable('presentations')
    .set({ search_text: `${doc.description}\n${doc.body}` })
    .where('id', '=', doc.presentationId)
    .execute();
  await db.deleteFrom('presentations_fts').where('presentation_id', '=', doc.presentationId).execute();
  // Only listed presentations are in the SQLite index (migration 003): searches need no join.
  if (!doc.listed) return;
  await db
    .insertInto('presentations_fts')
    .values({
      presentation_id: doc.presentationId,
      title: doc.title,
      description: doc.description,
      body: doc.body,
      tags,
    })
    .execute();
}

export async function removeFromIndex(db: Db, dialect: Dialect, presentationId: number) {
  if (dialect === 'sqlite')
    await db.deleteFrom('presentations_fts').where('presentation_id', '=', presentationId).execute();
}
