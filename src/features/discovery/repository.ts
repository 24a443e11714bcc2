// Searching: the search index (SQLite FTS5 table or PostgreSQL tsvector column), which the decks
// feature keeps in step on every write (search-index.repository.ts there), read for results and excerpts.
import { sql } from 'kysely';
import { searchWords } from '../../kernel/excerpt';
import type { Db, Dialect } from '../../platform/db/connection';

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

/**
 * How many matches PostgreSQL reads and ranks per search: of the small title-tags-description
 * vector, and of the full one when that has too few. Bounded, so a word in half of a million
 * presentations costs what a rare one does (the full vector is mostly stored out of line, and
 * reading it is the cost).
 */
export const SEARCH_CANDIDATES = { head: 2_000, text: 500 } as const;

/**
 * PostgreSQL: first the presentations whose title, tags or description match (the small
 * search_head vector, migration 007), ranked; then, while there is room, those that match only in
 * their text, ranked on the full vector. Each step ranks at most SEARCH_CANDIDATES matches, taken
 * in storage order: a term with more matches than that is ranked within those.
 */
async function searchPostgres(db: Db, query: string, limit: number): Promise<number[]> {
  const inHead = await sql<{ id: number }>`select id from (
      select id, search_head from presentations
      where search_head @@ to_tsquery('simple', ${query}) and privacy <> 'private' and hidden = 0
      limit ${SEARCH_CANDIDATES.head}) as candidates
    order by ts_rank(search_head, to_tsquery('simple', ${query})) desc, id desc limit ${limit}`.execute(db);
  const ids = inHead.rows.map((r) => r.id);
  if (ids.length === limit) return ids;
  const inText = await sql<{ id: number }>`select id from (
      select id, search_vector from presentations
      where search_vector @@ to_tsquery('simple', ${query}) and privacy <> 'private' and hidden = 0
        and not coalesce(search_head @@ to_tsquery('simple', ${query}), false)
      limit ${SEARCH_CANDIDATES.text}) as candidates
    order by ts_rank(search_vector, to_tsquery('simple', ${query})) desc, id desc
    limit ${limit - ids.length}`.execute(db);
  return [...ids, ...inText.rows.map((r) => r.id)];
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
  if (dialect === 'postgres') return searchPostgres(db, tsQuery(words), limit);
  const match = ftsQuery(words);
  // "ORDER BY rank LIMIT n" on the FTS table alone lets FTS5 keep just the best n (weights in migration 003).
  const rows = await sql<{ id: number }>`select presentation_id as id from presentations_fts
    where presentations_fts match ${match} order by rank limit ${limit}`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}
