// Column types several tables share, in their own module so src/db/schema.ts and the features'
// tables.ts (which schema.ts imports) can both name them without importing each other.

/** ISO-8601; PostgreSQL timestamptz is parsed back to ISO in connection.ts. */
export type Timestamp = string;
/** A flag column: 0/1 on both dialects, booleans only after the row codec (rows.ts). */
export type Flag = 0 | 1;
/** The format of a presentation's text source, on the presentation and on each of its versions. */
export type SourceFormat = 'markdown' | 'json';
