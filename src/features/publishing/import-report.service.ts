// An imported presentation's report as its editors read it: in the editor, and from the API.
import type { Db } from '../../platform/db/connection';
import type { StoredImportReport } from './contracts';
import { findImportReport } from './import-report.repository';

export async function importReportOf(db: Db, presentationId: number): Promise<StoredImportReport | null> {
  const stored = await findImportReport(db, presentationId);
  if (!stored) return null;
  const { format, fileName, createdAt, report } = stored;
  return { format, fileName, createdAt, report };
}
