import type { Db } from '../../platform/db/connection';

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
