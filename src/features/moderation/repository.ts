// SQL for reports of presentations and the staff moderation queue built on them.

import type { Db } from '../../platform/db/connection';
import { decodePresentation, type Presentation } from '../access';
import type { ReportStatus } from './rules';

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

export async function findReportById(db: Db, id: number) {
  return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What the queue shows of a presentation: never its document. */
const QUEUE_PRESENTATION_COLUMNS = [
  'p.oid',
  'p.slug',
  'p.title',
  'p.owner_id',
  'p.privacy',
  'p.hidden',
  'p.hidden_reason',
  'p.curated',
  'p.thumbnail_version',
  'p.thumbnail_svg',
] as const;

export type QueuePresentationRow = Pick<
  Presentation,
  | 'oid'
  | 'slug'
  | 'title'
  | 'owner_id'
  | 'privacy'
  | 'hidden'
  | 'hidden_reason'
  | 'curated'
  | 'thumbnail_version'
  | 'thumbnail_svg'
>;

/** One page of reports with one status, newest first (resolved ones by when they were resolved). */
export async function listReports(db: Db, status: ReportStatus, limit: number, offset: number) {
  const rows = await db
    .selectFrom('reports as r')
    .innerJoin('presentations as p', 'p.id', 'r.presentation_id')
    .select([
      'r.id',
      'r.presentation_id',
      'r.reporter_id',
      'r.reason',
      'r.details',
      'r.contact_email',
      'r.status',
      'r.resolved_by',
      'r.created_at',
      'r.resolved_at',
      ...QUEUE_PRESENTATION_COLUMNS,
    ])
    .where('r.status', '=', status)
    .orderBy(status === 'open' ? 'r.created_at' : 'r.resolved_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(decodePresentation);
}
export type QueueReportRow = Awaited<ReturnType<typeof listReports>>[number];

/** How many reports have each status, for the queue's tabs. */
export async function countReportsByStatus(db: Db): Promise<Record<ReportStatus, number>> {
  const rows = await db
    .selectFrom('reports')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts: Record<ReportStatus, number> = { open: 0, hidden: 0, dismissed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/** Open reports per presentation, for the given presentations. */
export async function countOpenReportsFor(db: Db, presentationIds: number[]): Promise<Map<number, number>> {
  if (presentationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('reports')
    .select(['presentation_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '=', 'open')
    .where('presentation_id', 'in', presentationIds)
    .groupBy('presentation_id')
    .execute();
  return new Map(rows.map((r) => [r.presentation_id, Number(r.n)]));
}

export interface Resolution {
  status: Exclude<ReportStatus, 'open'>;
  resolvedBy: number;
  resolvedAt: string;
}

/** Resolves one report if it is still open; false when someone resolved it first. */
export async function resolveReport(db: Db, id: number, resolution: Resolution): Promise<boolean> {
  const result = await db
    .updateTable('reports')
    .set({
      status: resolution.status,
      resolved_by: resolution.resolvedBy,
      resolved_at: resolution.resolvedAt,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Resolves every open report on a presentation; returns how many there were. */
export async function resolveOpenReportsOf(
  db: Db,
  presentationId: number,
  resolution: Resolution,
): Promise<number> {
  const result = await db
    .updateTable('reports')
    .set({
      status: resolution.status,
      resolved_by: resolution.resolvedBy,
      resolved_at: resolution.resolvedAt,
    })
    .where('presentation_id', '=', presentationId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** An open report by this user on this presentation (an owner's pending appeal). */
export async function hasOpenReportBy(db: Db, presentationId: number, reporterId: number): Promise<boolean> {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('presentation_id', '=', presentationId)
    .where('reporter_id', '=', reporterId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row !== undefined;
}

/** Staff picks, most recently changed first, whatever their visibility: staff manage them all. */
export async function listStaffPicks(db: Db, limit: number, offset: number) {
  const rows = await db
    .selectFrom('presentations as p')
    .select(['p.id', 'p.updated_at', ...QUEUE_PRESENTATION_COLUMNS])
    .where('p.curated', '=', 1)
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map(decodePresentation);
}
export type StaffPickRow = Awaited<ReturnType<typeof listStaffPicks>>[number];

export async function countStaffPicks(db: Db): Promise<number> {
  const row = await db
    .selectFrom('presentations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('curated', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
