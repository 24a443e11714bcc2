// SQL for the tries at share links' passwords (services/link-password-tries.ts): one row per link.
import { sql } from 'kysely';
import type { Db } from '../../platform/db/connection';

/**
 * Counts one try at the link's password in one statement (concurrent tries each get their own
 * count): a window that ended at or before `now` starts again at one, ending at `windowEndsAt`.
 * Answers the count and when the window ends.
 */
export async function countPasswordTry(
  db: Db,
  linkId: string,
  now: string,
  windowEndsAt: string,
): Promise<{ tries: number; windowEndsAt: string }> {
  const over = sql<boolean>`link_password_tries.window_ends_at <= ${now}`;
  const row = await db
    .insertInto('link_password_tries')
    .values({ link_id: linkId, tries: 1, window_ends_at: windowEndsAt })
    .onConflict((oc) =>
      oc.column('link_id').doUpdateSet({
        tries: sql<number>`case when ${over} then 1 else link_password_tries.tries + 1 end`,
        window_ends_at: sql<string>`case when ${over} then ${windowEndsAt} else link_password_tries.window_ends_at end`,
      }),
    )
    .returning(['tries', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { tries: Number(row.tries), windowEndsAt: String(row.window_ends_at) };
}

/** Takes back a try that turned out to be the right password: only wrong ones use the budget. */
export async function uncountPasswordTry(db: Db, linkId: string): Promise<void> {
  await db
    .updateTable('link_password_tries')
    .set((eb) => ({ tries: eb('tries', '-', 1) }))
    .where('link_id', '=', linkId)
    .where('tries', '>', 0)
    .execute();
}
