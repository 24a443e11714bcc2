// The stored shapes of the tables this feature writes: accounts, sessions and the log-in throttle. src/db/schema.ts
// gathers them with every other table into Database, so a repository keeps one Kysely<Database> and its
// joins across features stay typed.
import type { ColumnType, Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/columns';

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

/** People's accounts. */
export interface UsersTable {
  id: Generated<number>;
  oid: string;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  public_display_name: string | null;
  password_hash: string | null;
  author_segment: string;
  is_staff: ColumnType<Flag, Flag | undefined, Flag>;
  language: string | null;
  created_at: Timestamp;
  /** 1: a weekly summary e-mail. */
  weekly_summary: ColumnType<Flag, Flag | undefined, Flag>;
  /** When the last weekly summary was claimed for sending. */
  summary_sent_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}
