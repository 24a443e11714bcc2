// SQL for the Library: the pictures (media_files) and uploaded PDFs
// (presentations.original_pdf) of someone's presentations and of their teams', a page at a time,
// with the presentations using each. Taken-down presentations count for their owner only.
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../platform/db/connection';
import type { Database } from '../../platform/db/schema';

type Eb = ExpressionBuilder<Database, 'presentations'>;

/** The presentations whose assets are this person's to reuse: their own and their teams'. */
const theirs = (userId: number) => (eb: Eb) =>
  eb.and([
    eb.or([
      eb('presentations.owner_id', '=', userId),
      eb(
        'presentations.team_id',
        'in',
        eb
          .selectFrom('team_members')
          .select('team_members.team_id')
          .where('team_members.user_id', '=', userId),
      ),
    ]),
    eb.or([eb('presentations.hidden', '=', 0), eb('presentations.owner_id', '=', userId)]),
  ]);

export interface AssetUse {
  oid: string;
  title: string;
  slug: string;
  thumbnail_version: string;
}

/** One page of someone's pictures, the latest first: `limit` + 1 are read so the caller knows if there is more. */
export async function listLibraryImages(db: Db, userId: number, offset: number, limit: number) {
  const rows = await db
    .selectFrom('media_files')
    .innerJoin('presentations', 'presentations.id', 'media_files.presentation_id')
    .select((eb) => [
      'media_files.key',
      eb.fn.max('media_files.content_type').as('content_type'),
      eb.fn.max('media_files.size').as('size'),
      eb.fn.max('media_files.created_at').as('latest'),
    ])
    .where(theirs(userId))
    .groupBy('media_files.key')
    .orderBy('latest', 'desc')
    .orderBy('media_files.key')
    .offset(offset)
    .limit(limit + 1)
    .execute();
  return rows.map((row) => ({ key: row.key, content_type: row.content_type, size: Number(row.size) }));
}

/** The presentations (of this person's) that use each of these pictures. */
export async function imageUses(db: Db, userId: number, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .selectFrom('media_files')
    .innerJoin('presentations', 'presentations.id', 'media_files.presentation_id')
    .select([
      'media_files.key',
      'presentations.oid',
      'presentations.title',
      'presentations.slug',
      'presentations.thumbnail_version',
    ])
    .where('media_files.key', 'in', keys)
    .where(theirs(userId))
    .orderBy('presentations.updated_at', 'desc')
    .orderBy('presentations.id')
    .execute();
}

/** One page of the PDFs someone uploaded (kept as originals of PDF decks), the latest first. */
export async function listLibraryPdfs(db: Db, userId: number, offset: number, limit: number) {
  const rows = await db
    .selectFrom('presentations')
    .innerJoin('original_pdfs', 'original_pdfs.sha256', 'presentations.original_pdf')
    .select((eb) => [
      'original_pdfs.sha256',
      eb.fn.max('original_pdfs.size').as('size'),
      eb.fn.max('presentations.created_at').as('latest'),
    ])
    .where(theirs(userId))
    .groupBy('original_pdfs.sha256')
    .orderBy('latest', 'desc')
    .orderBy('original_pdfs.sha256')
    .offset(offset)
    .limit(limit + 1)
    .execute();
  return rows.map((row) => ({ sha256: row.sha256, size: Number(row.size) }));
}

export async function pdfUses(db: Db, userId: number, hashes: string[]) {
  if (hashes.length === 0) return [];
  return db
    .selectFrom('presentations')
    .select([
      'presentations.original_pdf as sha256',
      'presentations.oid',
      'presentations.title',
      'presentations.slug',
      'presentations.thumbnail_version',
    ])
    .where('presentations.original_pdf', 'in', hashes)
    .where(theirs(userId))
    .orderBy('presentations.created_at')
    .orderBy('presentations.id')
    .execute();
}

/** A picture of this person's library, by key: one stored copy (every row with a key holds the same bytes). */
export async function findLibraryImage(db: Db, userId: number, key: string) {
  return db
    .selectFrom('media_files')
    .innerJoin('presentations', 'presentations.id', 'media_files.presentation_id')
    .select(['media_files.key', 'media_files.content_type', 'media_files.bytes'])
    .where('media_files.key', '=', key)
    .where(theirs(userId))
    .limit(1)
    .executeTakeFirst();
}
