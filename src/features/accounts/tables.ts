// The stored shapes of the tables this feature writes: sessions and the log-in throttle. src/db/schema.ts
// gathers them with every other table into Database, so a repository keeps one Kysely<Database> and its
// joins across features stay typed.
import type { Timestamp } from '../../db/columns';

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Failed log-ins by key: `account:{id or login}` and `address:{id or login}|{ip}`. */
export interface LoginFailuresTable {
  key: string;
  failures: number;
  last_failed_at: Timestamp;
  blocked_until: Timestamp;
}
