// SQL for the codes that verify a visitor's address for a share link: one row
// per link and address, holding the code's HMAC only; rows go once used or expired.
import type { Selectable } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { LinkEmailCodesTable } from './tables';

export type LinkEmailCode = Selectable<LinkEmailCodesTable>;

export async function findLinkCode(
  db: Db,
  linkId: string,
  email: string,
): Promise<LinkEmailCode | undefined> {
  return db
    .selectFrom('link_email_codes')
    .selectAll()
    .where('link_id', '=', linkId)
    .where('email', '=', email)
    .executeTakeFirst();
}

/** How many codes are waiting for this link (expired ones are deleted before counting). */
export async function countLinkCodes(db: Db, linkId: string): Promise<number> {
  const row = await db
    .selectFrom('link_email_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('link_id', '=', linkId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new code for this link and address replaces the one before (its tries start again). */
export async function saveLinkCode(
  db: Db,
  row: { link_id: string; email: string; code_hash: string; expires_at: string; sent_at: string },
) {
  await db
    .insertInto('link_email_codes')
    .values({ ...row, attempts: 0 })
    .onConflict((oc) =>
      oc.columns(['link_id', 'email']).doUpdateSet({
        code_hash: row.code_hash,
        expires_at: row.expires_at,
        sent_at: row.sent_at,
        attempts: 0,
      }),
    )
    .execute();
}

/**
 * Takes one try of the code before it is judged, in one statement so concurrent tries cannot all
 * see the same count: answers the row as it stands after the try, or undefined when no try is
 * left (or there is no code any more).
 */
export async function claimCodeTry(
  db: Db,
  linkId: string,
  email: string,
  maxTries: number,
): Promise<Pick<LinkEmailCode, 'attempts' | 'code_hash'> | undefined> {
  const row = await db
    .updateTable('link_email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('link_id', '=', linkId)
    .where('email', '=', email)
    .where('attempts', '<', maxTries)
    .returning(['attempts', 'code_hash'])
    .executeTakeFirst();
  return row ? { attempts: Number(row.attempts), code_hash: row.code_hash } : undefined;
}

/** Uses the code up: true for the one request whose delete removed it (a code opens once). */
export async function spendLinkCode(
  db: Db,
  linkId: string,
  email: string,
  codeHash: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('link_email_codes')
    .where('link_id', '=', linkId)
    .where('email', '=', email)
    .where('code_hash', '=', codeHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Every code of a link: its rules changed, so codes sent under the old ones no longer count. */
export async function deleteCodesOfLink(db: Db, linkId: string) {
  await db.deleteFrom('link_email_codes').where('link_id', '=', linkId).execute();
}

/** Codes expired before `before`, on every link: they can only say "expired" any more. */
export async function deleteExpiredLinkCodes(db: Db, before: string) {
  await db.deleteFrom('link_email_codes').where('expires_at', '<', before).execute();
}
