// The stored shape of the table this feature writes: the people a presentation is shared with and
// their role. src/db/schema.ts gathers it with every other table into Database.
import type { Timestamp } from '../../db/columns';

export interface CollaboratorsTable {
  presentation_id: number;
  user_id: number;
  role: 'edit' | 'comment';
  created_at: Timestamp;
}
