// SQL for reports of presentations.
import type { Db } from '../connection';

export interface NewReport {
  presentation_id: number;
  reporter_id: number | null;
  reason: string;
  details: string;
  contact_email: string | null;
  created_at: string;
}

export async function insertReport(db: Db, report: NewReport): Promise<number> {
  const row = await db
    .insertInto('reports')
    .values({ ...report, status: 'open' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
