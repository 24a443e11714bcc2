// The stored shapes of the tables this feature writes: accounts, sessions and the log-in throttle. They
// join Database (src/platform/db/schema.ts) by the module augmentation at the end, so a repository keeps
// one Kysely<Database> and its joins across features stay typed (decision 089). An account's record
// (flags as booleans) and its codec are here too, beside the table they decode; the other features
// take `User` and `OwnerRecord` from index.ts.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import { fromFlag, toFlag } from '../../platform/db/codec';
import type { Flag, Timestamp } from '../../platform/db/columns';

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
  /** 1 (the default): a mention in a comment is e-mailed. */
  mention_mails: ColumnType<Flag, Flag | undefined, Flag>;
}

type StoredUser = Selectable<UsersTable>;
type StoredNewUser = Insertable<UsersTable>;

type DecodedUser<Row> = {
  [K in keyof Row]: K extends 'is_staff' | 'weekly_summary' | 'mention_mails' ? boolean : Row[K];
};

/** An account as the code reads it: its flags as booleans. */
export type User = DecodedUser<StoredUser>;
export type NewUser = DecodedUser<StoredNewUser>;

/** The owner's fields a page may show (never the password hash). */
export type OwnerRecord = Pick<
  User,
  'id' | 'oid' | 'username' | 'email' | 'first_name' | 'last_name' | 'public_display_name'
>;

export const decodeUser = <Row extends Partial<StoredUser>>(row: Row): DecodedUser<Row> => {
  const record: Record<string, unknown> = { ...row };
  if (row.is_staff !== undefined) record.is_staff = fromFlag(row.is_staff);
  if (row.weekly_summary !== undefined) record.weekly_summary = fromFlag(row.weekly_summary);
  if (row.mention_mails !== undefined) record.mention_mails = fromFlag(row.mention_mails);
  return record as DecodedUser<Row>;
};

export const encodeNewUser = (user: NewUser): StoredNewUser => ({
  ...user,
  is_staff: user.is_staff === undefined ? undefined : toFlag(user.is_staff),
  weekly_summary: user.weekly_summary === undefined ? undefined : toFlag(user.weekly_summary),
  mention_mails: user.mention_mails === undefined ? undefined : toFlag(user.mention_mails),
});

declare module '../../platform/db/schema' {
  interface Database {
    users: UsersTable;
    sessions: SessionsTable;
    login_failures: LoginFailuresTable;
  }
}
