// What the staff moderation queue (/admin/reports/) shows: one page of reports with one status,
// or of staff picks, with names resolved and nothing a page should not have.

import { isListed } from '../../kernel/access/permissions';
import { presentationPath, thumbnailPath } from '../../kernel/paths';
import type { Db } from '../../platform/db/connection';
import type { User } from '../accounts';
import { displayName, findUsersByIds } from '../accounts';
import type { ModerationQueue, QueuePresentation, QueueReport, QueueTab } from './contracts';
import {
  countOpenReportsFor,
  countReportsByStatus,
  countStaffPicks,
  listReports,
  listStaffPicks,
  type QueuePresentationRow,
} from './repository';

export const QUEUE_PAGE_SIZE = 50;
export const QUEUE_TABS = ['open', 'hidden', 'dismissed', 'staff-picks'] as const;
function presentPresentation(row: QueuePresentationRow, owner: User | undefined): QueuePresentation {
  const listed = isListed({ privacy: row.privacy, hidden: row.hidden });
  return {
    oid: row.oid,
    title: row.title,
    path: presentationPath(row),
    thumbnail: listed
      ? thumbnailPath(row)
      : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(row.thumbnail_svg)}`,
    ownerName: owner ? displayName(owner) : '',
    privacy: row.privacy,
    hidden: row.hidden,
    hiddenReason: row.hidden_reason,
    staffPick: row.curated,
  };
}

async function usersById(db: Db, ids: (number | null)[]): Promise<Map<number, User>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  return new Map((await findUsersByIds(db, wanted)).map((u) => [u.id, u]));
}

const pagesOf = (total: number) => Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));

export async function moderationQueue(db: Db, tab: QueueTab, page: number): Promise<ModerationQueue | null> {
  const [byStatus, staffPickCount] = await Promise.all([countReportsByStatus(db), countStaffPicks(db)]);
  const counts = { ...byStatus, staffPicks: staffPickCount };
  const offset = (page - 1) * QUEUE_PAGE_SIZE;
  if (tab === 'staff-picks') {
    const pages = pagesOf(staffPickCount);
    if (page > pages) return null;
    const rows = await listStaffPicks(db, QUEUE_PAGE_SIZE, offset);
    const users = await usersById(
      db,
      rows.map((r) => r.owner_id),
    );
    const staffPicks = rows.map((r) => presentPresentation(r, users.get(r.owner_id)));
    return { tab, page, pages, counts, reports: [], staffPicks };
  }
  const pages = pagesOf(byStatus[tab]);
  if (page > pages) return null;
  const rows = await listReports(db, tab, QUEUE_PAGE_SIZE, offset);
  const [users, open] = await Promise.all([
    usersById(
      db,
      rows.flatMap((r) => [r.owner_id, r.reporter_id, r.resolved_by]),
    ),
    countOpenReportsFor(db, [...new Set(rows.map((r) => r.presentation_id))]),
  ]);
  const nameOf = (id: number | null) => {
    const user = id === null ? undefined : users.get(id);
    return user ? displayName(user) : null;
  };
  const reports = rows.map(
    (r): QueueReport => ({
      id: r.id,
      reason: r.reason,
      details: r.details,
      createdAt: r.created_at,
      status: r.status,
      resolvedAt: r.resolved_at,
      resolvedByName: nameOf(r.resolved_by),
      reporterName: nameOf(r.reporter_id),
      contactEmail: r.contact_email,
      // requestReview files these as the owner's own report with the reason "other".
      isReviewRequest: r.reporter_id === r.owner_id && r.reason === 'other',
      openReports: open.get(r.presentation_id) ?? 0,
      presentation: presentPresentation(r, users.get(r.owner_id)),
    }),
  );
  return { tab, page, pages, counts, reports, staffPicks: [] };
}
