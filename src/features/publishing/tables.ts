// The stored shape of the table this feature writes: the report of each presentation imported from
// another program's file. It joins Database (src/platform/db/schema.ts) by the module augmentation
// at the end, so a repository keeps one Kysely<Database> (decision 089). Its codec is here too.
import type { Selectable } from 'kysely';
import type { ImportReport } from '../../kernel/import/pptx/index';
import type { Timestamp } from '../../platform/db/columns';

/** What an import kept, approximated and dropped, per slide; one per imported presentation. */
export interface ImportReportsTable {
  presentation_id: number;
  /** The file's format: 'pptx' today. */
  format: string;
  file_name: string;
  /** The report as JSON text. */
  report: string;
  created_at: Timestamp;
}

export interface ImportReportRecord {
  presentationId: number;
  format: string;
  fileName: string;
  report: ImportReport;
  createdAt: string;
}

export const decodeImportReport = (row: Selectable<ImportReportsTable>): ImportReportRecord => ({
  presentationId: row.presentation_id,
  format: row.format,
  fileName: row.file_name,
  report: JSON.parse(row.report) as ImportReport,
  createdAt: row.created_at,
});

export const encodeImportReport = (record: ImportReportRecord): ImportReportsTable => ({
  presentation_id: record.presentationId,
  format: record.format,
  file_name: record.fileName,
  report: JSON.stringify(record.report),
  created_at: record.createdAt,
});

declare module '../../platform/db/schema' {
  interface Database {
    import_reports: ImportReportsTable;
  }
}
