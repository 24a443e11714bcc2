// SQLite search: the FTS table holds only listed presentations (never private or hidden ones), so
// a search needs no join to filter them out, and the rank weights (title 10, description 3, body 1,
// tags 5) are stored in the table so "ORDER BY rank LIMIT n" can use FTS5's top-n optimisation.
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect';

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`delete from presentations_fts where presentation_id in
    (select id from presentations where privacy = 'private' or hidden = 1)`.execute(db);
  await sql`insert into presentations_fts(presentations_fts, rank) values ('rank', 'bm25(0.0, 10.0, 3.0, 1.0, 5.0)')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`insert into presentations_fts(presentations_fts, rank) values ('rank', 'bm25()')`.execute(db);
}
