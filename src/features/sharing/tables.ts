// The stored shapes of the tables this feature writes: a share link's e-mailed codes and password tries.
// src/db/schema.ts gathers them with every other table into Database, so a repository keeps one
// Kysely<Database> and its joins across features stay typed.
import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../db/columns';

/** A code sent to verify an address for a link: its HMAC only, one row per link and address. */
export interface LinkEmailCodesTable {
  link_id: string;
  email: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  sent_at: Timestamp;
}

/** Tries at a share link's password in its current window (link-password-tries.ts). */
export interface LinkPasswordTriesTable {
  link_id: string;
  tries: number;
  window_ends_at: Timestamp;
}
