// The stored shapes of the tables this feature writes: the search index. src/db/schema.ts gathers them with
// every other table into Database, so a repository keeps one Kysely<Database> and its joins across features
// stay typed.

/** SQLite only; PostgreSQL keeps a tsvector column on presentations instead. */
export interface PresentationsFtsTable {
  presentation_id: number;
  title: string;
  description: string;
  body: string;
  tags: string;
}
