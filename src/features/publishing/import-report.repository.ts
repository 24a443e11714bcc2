// SQL for import reports: one row per presentation imported from another program's file, written
// in the transaction that creates the presentation and gone with it (the foreign key cascades).
import type { Db } from '../../platform/db/connection';
import { decodeImportReport, encodeImportReport, type ImportReportRecord } from './tables';

export async function insertImportReport(db: Db, record: ImportReportRecord): Promise<void> {
  await db.insertInto('import_reports').values(encodeImportReport(record)).execute();
}

export async function findImportReport(
  db: Db,
  presentationId: number,
): Promise<ImportReportRecord | undefined> {
  const row = await db
    .selectFrom('import_reports')
    .selectAll()
    .where('presentation_id', '=', presentationId)
    .executeTakeFirst();
  return row ? decodeImportReport(row) : undefined;
}
