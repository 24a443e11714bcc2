// SQL for users. Plain functions taking the database (or a transaction) first (STYLE §7).
import type { Db } from '../connection';
import type { NewUser, User } from '../schema';

export async function insertUser(db: Db, user: NewUser): Promise<User> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByOid(db: Db, oid: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('oid', '=', oid).executeTakeFirst();
}

export async function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('username', '=', username.toLowerCase()).executeTakeFirst();
}

/** Log-in accepts either the username or the email address. */
export async function findUserByLogin(db: Db, login: string): Promise<User | undefined> {
  const key = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('username', '=', key), eb('email', '=', key)]))
    .executeTakeFirst();
}

export async function findUsersByIds(db: Db, ids: number[]): Promise<User[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
}
