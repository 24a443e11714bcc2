// `Database`, every table's stored shape by its name: flags are 0/1 integers and JSON columns text on
// both dialects, so the two databases read back identical rows (decision 001). The platform declares
// the interface with its own table (the job queue's); each feature adds the tables it writes from its
// tables.ts by module augmentation (`declare module '…/platform/db/schema' { interface Database { … } }`,
// decision 089), so this file names no feature and one Kysely<Database> still types every join.
// Only repositories see these shapes: they decode rows into records (the platform's codec.ts helps).
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { JobsTable } from '../jobs/tables';

export interface Database {
  jobs: JobsTable;
}

/** A table's row as read, by its name in Database (stored shapes: 0/1 flags, JSON text). */
export type StoredRow<Table extends keyof Database> = Selectable<Database[Table]>;
/** A table's row as inserted. */
export type StoredNewRow<Table extends keyof Database> = Insertable<Database[Table]>;
/** A table's columns as updated. */
export type StoredUpdate<Table extends keyof Database> = Updateable<Database[Table]>;
