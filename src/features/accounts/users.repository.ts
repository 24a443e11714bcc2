// SQL for users. Plain functions taking the database (or a transaction) first.
import type { Db } from '../../platform/db/connection';
import { decodeUser, encodeNewUser, type NewUser, type User } from './tables';

const decodeFound = (row: Parameters<typeof decodeUser>[0] | undefined) =>
  row === undefined ? undefined : (decodeUser(row) as User);

export async function insertUser(db: Db, user: NewUser): Promise<User> {
  return decodeUser(
    await db.insertInto('users').values(encodeNewUser(user)).returningAll().executeTakeFirstOrThrow(),
  );
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  return decodeFound(await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst());
}

export async function findUserByOid(db: Db, oid: string): Promise<User | undefined> {
  return decodeFound(await db.selectFrom('users').selectAll().where('oid', '=', oid).executeTakeFirst());
}

export async function findUserByUsername(db: Db, username: string): Promise<User | undefined> {
  return decodeFound(
    await db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', username.toLowerCase())
      .executeTakeFirst(),
  );
}

/** Log-in accepts either the username or the email address. */
export async function findUserByLogin(db: Db, login: string): Promise<User | undefined> {
  const key = login.trim().toLowerCase();
  return decodeFound(
    await db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb('username', '=', key), eb('email', '=', key)]))
      .executeTakeFirst(),
  );
}

/** The accounts already holding this username or this e-mail address (both lower-case). */
export async function findUsersHolding(
  db: Db,
  username: string,
  email: string,
): Promise<{ username: string; email: string }[]> {
  return db
    .selectFrom('users')
    .select(['username', 'email'])
    .where((eb) => eb.or([eb('username', '=', username), eb('email', '=', email)]))
    .execute();
}

export async function findUsersByIds(db: Db, ids: number[]): Promise<User[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  return rows.map(decodeUser);
}

/** Grants or takes away staff rights; the user as they are now. */
export async function setUserStaff(db: Db, id: number, isStaff: boolean): Promise<User> {
  return decodeUser(
    await db
      .updateTable('users')
      .set({ is_staff: isStaff ? 1 : 0 })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/** What a person changes of their own account on its settings page. */
export interface ProfileChange {
  first_name: string | null;
  last_name: string | null;
  public_display_name: string | null;
  author_segment: string;
  language: string | null;
  password_hash?: string;
}

export async function updateProfile(db: Db, id: number, change: ProfileChange): Promise<void> {
  await db.updateTable('users').set(change).where('id', '=', id).execute();
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}
