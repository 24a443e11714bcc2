// SQL for failed log-ins, counted per key (see services/login.service.ts for the keys).
import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

/** The latest moment any of the keys is blocked until, if one is blocked after `now`. */
export async function findBlockedUntil(db: Db, keys: string[], now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.max('blocked_until').as('until'))
    .where('key', 'in', keys)
    .where('blocked_until', '>', now)
    .executeTakeFirst();
  return row?.until ?? undefined;
}

/**
 * Counts one more failure for the key (starting again from one when the last was before
 * `forgetBefore`) and sets its back-off from the new count.
 */
export async function recordLoginFailure(
  db: Db,
  key: string,
  now: string,
  forgetBefore: string,
  blockedUntil: (failures: number) => string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { failures } = await trx
      .insertInto('login_failures')
      .values({ key, failures: 1, last_failed_at: now, blocked_until: now })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql<number>`case when login_failures.last_failed_at < ${forgetBefore} then 1 else login_failures.failures + 1 end`,
          last_failed_at: now,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('login_failures')
      .set({ blocked_until: blockedUntil(Number(failures)) })
      .where('key', '=', key)
      .execute();
    return Number(failures);
  });
}

export async function deleteLoginFailures(db: Db, keys: string[]): Promise<void> {
  await db.deleteFrom('login_failures').where('key', 'in', keys).execute();
}

/** Forgets failures nobody has repeated since `before` and that no longer block anyone. */
export async function deleteStaleLoginFailures(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('login_failures')
    .where('last_failed_at', '<', before)
    .where('blocked_until', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Remembers an address an account signed in from, as a row of the same table under its own key:
 * it never blocks (no check reads it as a failure), and its `blocked_until` is the moment it is
 * forgotten, which keeps the purge above off it until then.
 */
export async function rememberAddress(db: Db, key: string, now: string, forgetAt: string): Promise<void> {
  await db
    .insertInto('login_failures')
    .values({ key, failures: 0, last_failed_at: now, blocked_until: forgetAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ last_failed_at: now, blocked_until: forgetAt }))
    .execute();
}

export async function isRememberedAddress(db: Db, key: string, now: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_failures')
    .select('key')
    .where('key', '=', key)
    .where('blocked_until', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
