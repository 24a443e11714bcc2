// The stored shape of the table this feature writes: the people a presentation is shared with and their
// role. It joins Database (src/platform/db/schema.ts) by the module augmentation at the end, so a
// repository keeps one Kysely<Database> and its joins across features stay typed (decision 089).
import type { Timestamp } from '../../platform/db/columns';

export interface CollaboratorsTable {
  presentation_id: number;
  user_id: number;
  role: 'edit' | 'comment';
  created_at: Timestamp;
}

declare module '../../platform/db/schema' {
  interface Database {
    collaborators: CollaboratorsTable;
  }
}
