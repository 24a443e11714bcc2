// The search index: SQLite FTS5 table or PostgreSQL tsvector column, kept in step on write.
import { sql } from 'kysely';
import { searchWords } from '../../domain/excerpt';
import { SEARCH_TEXT_LENGTH } from '../../domain/limits';
import type { Db, Dialect } from '../connection';

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
    await sql`update presentations set search_vector =
        setweight(to_tsvector('simple', ${doc.title}), 'A') ||
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

const tsQuery = (words: string[]) => words.map((w) => `${w}:*`).join(' & ');
const ftsQuery = (words: string[]) => words.map((w) => `"${w}"*`).join(' ');

/** The plain text of the given presentations, for their search excerpts. */
export async function searchTexts(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('presentations')
    .select(['id', 'search_text'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.search_text]));
}

/** Ids of listed presentations matching every word of the term, best match first. */
export async function searchPresentationIds(
  db: Db,
  dialect: Dialect,
  term: string,
  limit: number,
): Promise<number[]> {
  const words = searchWords(term);
  if (words.length === 0) return [];
  if (dialect === 'postgres') {
    const query = tsQuery(words);
    const rows = await sql<{ id: number }>`select id from presentations
      where search_vector @@ to_tsquery('simple', ${query}) and privacy <> 'private' and hidden = 0
      order by ts_rank(search_vector, to_tsquery('simple', ${query})) desc, id desc limit ${limit}`.execute(
      db,
    );
    return rows.rows.map((r) => r.id);
  }
  const match = ftsQuery(words);
  // "ORDER BY rank LIMIT n" on the FTS table alone lets FTS5 keep just the best n (weights in migration 003).
  const rows = await sql<{ id: number }>`select presentation_id as id from presentations_fts
    where presentations_fts match ${match} order by rank limit ${limit}`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}
