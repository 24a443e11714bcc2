// The stored shapes of the tables this feature writes: reports. src/db/schema.ts gathers them with every
// other table into Database, so a repository keeps one Kysely<Database> and its joins across features stay
// typed.
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns';

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
