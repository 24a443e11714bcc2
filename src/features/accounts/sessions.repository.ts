// SQL for server-side sessions. Only the sha256 of a session token is ever stored.
import type { Db } from '../../platform/db/connection';
import { decodeUser, type User } from './tables';

export async function insertSession(
  db: Db,
  tokenHash: string,
  userId: number,
  createdAt: string,
  expiresAt: string,
) {
  await db
    .insertInto('sessions')
    .values({ token_hash: tokenHash, user_id: userId, created_at: createdAt, expires_at: expiresAt })
    .execute();
}

export async function findSessionUser(db: Db, tokenHash: string, now: string): Promise<User | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
  return row && decodeUser(row);
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends the user's sessions, all of them or all but one; answers how many ended. */
export async function deleteUserSessions(db: Db, userId: number, exceptTokenHash?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptTokenHash !== undefined) query = query.where('token_hash', '<>', exceptTokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The user's live sessions other than this one. */
export async function countOtherSessions(
  db: Db,
  userId: number,
  tokenHash: string,
  now: string,
): Promise<number> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('token_hash', '<>', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
