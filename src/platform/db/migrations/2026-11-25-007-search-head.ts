// Search at a million presentations on PostgreSQL. Ranking every match of a
// common word read every matching row's full search vector (most of them stored out of line):
// seconds at a million rows. A second, small vector holds what a searcher means first: the title
// (weight A), tags (B) and description (C). Searches rank the matches of that small vector and
// fill up from the full one only when it has too few (search.repository.ts).
//
// Existing rows get their description from its HTML with the tags and entities taken out; the
// next save of a presentation writes the exact text (indexPresentation).
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table presentations add column search_head tsvector`.execute(db);
  await sql`update presentations set search_head =
      setweight(to_tsvector('simple', title), 'A') ||
      setweight(to_tsvector('simple', array_to_string(array(select json_array_elements_text(tags::json)), ' ')), 'B') ||
      setweight(to_tsvector('simple', regexp_replace(regexp_replace(description_html, '<[^>]*>', ' ', 'g'),
        '&[#a-zA-Z0-9]+;', ' ', 'g')), 'C')`.execute(db);
  await sql`create index presentations_search_head on presentations using gin (search_head)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table presentations drop column search_head`.execute(db);
}
