// SQL for downloads: the uploaded PDFs of PDF decks (one row per content hash,
// never served by the public media route) and the downloads counted per day, link and format.
import { sql } from 'kysely';
import type { Db } from '../connection';

/** Keeps a PDF once: a second presentation of the same file shares the row. */
export async function storeOriginalPdf(db: Db, sha256: string, bytes: Buffer, at: string): Promise<void> {
  await db
    .insertInto('original_pdfs')
    .values({ sha256, size: bytes.length, bytes, created_at: at })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
}

export async function findOriginalPdf(db: Db, sha256: string): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('original_pdfs')
    .select('bytes')
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return row?.bytes;
}

/** Drops a stored PDF no presentation refers to any more (after one was deleted). */
export async function dropUnusedOriginalPdf(db: Db, sha256: string): Promise<void> {
  await db
    .deleteFrom('original_pdfs')
    .where('sha256', '=', sha256)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('presentations').select('id').where('original_pdf', '=', sha256))),
    )
    .execute();
}

/** A picture of a presentation's own media (the generated PDF draws it). */
export async function findPresentationMedia(
  db: Db,
  presentationId: number,
  key: string,
): Promise<{ content_type: string; bytes: Buffer } | undefined> {
  return db
    .selectFrom('media_files')
    .select(['content_type', 'bytes'])
    .where('presentation_id', '=', presentationId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function countDownload(
  db: Db,
  row: { presentationId: number; day: string; linkId: string; format: string },
): Promise<void> {
  await db
    .insertInto('download_counts')
    .values({
      presentation_id: row.presentationId,
      day: row.day,
      link_id: row.linkId,
      format: row.format,
      downloads: 1,
    })
    .onConflict((oc) =>
      oc
        .columns(['presentation_id', 'day', 'link_id', 'format'])
        .doUpdateSet({ downloads: sql`download_counts.downloads + 1` }),
    )
    .execute();
}

/** Downloads since a day, per link ('' for the presentation's own address). */
export async function downloadsByLink(
  db: Db,
  presentationId: number,
  sinceDay: string,
): Promise<{ link_id: string; downloads: number }[]> {
  const rows = await db
    .selectFrom('download_counts')
    .select(['link_id', (eb) => eb.fn.sum<number | string>('downloads').as('downloads')])
    .where('presentation_id', '=', presentationId)
    .where('day', '>=', sinceDay)
    .groupBy('link_id')
    .execute();
  return rows.map((row) => ({ link_id: row.link_id, downloads: Number(row.downloads) }));
}
