// The stored shapes of the tables this feature writes: reports. They join Database
// (src/platform/db/schema.ts) by the module augmentation at the end, so a repository keeps one
// Kysely<Database> and its joins across features stay typed (decision 089).
import type { Generated } from 'kysely';
import type { Timestamp } from '../../platform/db/columns';

export interface ReportsTable {
  id: Generated<number>;
  presentation_id: number;
  reporter_id: number | null;
  reason: string;
  details: string;
  contact_email: string | null;
  status: 'open' | 'hidden' | 'dismissed';
  resolved_by: number | null;
  created_at: Timestamp;
  resolved_at: Timestamp | null;
}

declare module '../../platform/db/schema' {
  interface Database {
    reports: ReportsTable;
  }
}
