// Column types several tables share, in their own module so platform/db/schema.ts and the features'
// tables.ts (which add their tables to its Database) can all name them.

/** ISO-8601; PostgreSQL timestamptz is parsed back to ISO in connection.ts. */
export type Timestamp = string;
/** A flag column: 0/1 on both dialects, booleans only after the row codec (codec.ts). */
export type Flag = 0 | 1;
