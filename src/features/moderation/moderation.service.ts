// Staff moderation: hiding a reported presentation, dismissing a report,
// unhiding, staff picks, and the owner's request for a review of a hidden presentation.
// Hidden presentations leave the search index here; callers clear the page cache afterwards.
import { isListed, isOwner, type Viewer } from '../../kernel/access/permissions';
import { documentPlainText } from '../../kernel/document/document';
import { transcriptLines } from '../../kernel/document/transcript';
import type { DatabaseHandle, Db, Dialect } from '../../platform/db/connection';
import { conflict, forbidden, notFound } from '../../platform/http/errors';
import type { Presentation } from '../access';
import { accessOf, loadFor, viewerOf } from '../access';
import type { User } from '../accounts';
import {
  findPresentationAccessById,
  findPresentationAccessByOid,
  findPresentationById,
  findPresentationByOid,
  indexPresentation,
  setCurated,
  updatePresentation,
} from '../decks';
import { recordingsOfDeck } from '../recordings';
import {
  findReportById,
  hasOpenReportBy,
  insertReport,
  resolveOpenReportsOf,
  resolveReport,
} from './repository';

/**
 * A recording carries a snapshot of its deck's document, so it goes down with the deck (with the
 * deck's reason) and comes back with it; one hidden on its own, for another reason, stays hidden.
 */
async function followTakedown(
  trx: Db,
  dialect: Dialect,
  deckId: number,
  change: { hidden: boolean; reason: string | null },
) {
  for (const id of await recordingsOfDeck(trx, deckId)) {
    const recording = await findPresentationById(trx, id);
    if (!recording || recording.hidden === change.hidden) continue;
    if (!change.hidden && recording.hidden_reason !== change.reason) continue;
    const updated = await updatePresentation(trx, id, {
      hidden: change.hidden,
      hidden_reason: change.hidden ? change.reason : null,
    });
    await reindex(trx, dialect, updated);
  }
}

const NO_REPORT = 'There is no report with this id.';
const NO_PRESENTATION = 'There is no presentation with this id.';

/** Re-derives the search entry from the stored presentation, listed or not. */
async function reindex(db: Db, dialect: Dialect, p: Presentation) {
  const body = p.kind === 'video' ? transcriptLines(p.transcript).join('\n') : documentPlainText(p.document);
  await indexPresentation(db, dialect, {
    presentationId: p.id,
    title: p.title,
    description: p.description_html.replace(/<[^>]+>/g, ' '),
    body,
    tags: p.tags,
    listed: isListed(accessOf(p)),
  });
}

export interface HideResult {
  oid: string;
  hidden: true;
  hiddenReason: string;
  /** Open reports on the presentation now resolved as hidden, this one included. */
  resolvedReports: number;
}

/** Hides the reported presentation and resolves every open report on it as "hidden". */
export async function hideReported(
  handle: DatabaseHandle,
  reportId: number,
  staff: Viewer,
  reason: string,
  now = new Date(),
): Promise<HideResult> {
  return handle.db.transaction().execute(async (trx) => {
    const report = await findReportById(trx, reportId);
    if (!report) throw notFound(NO_REPORT);
    const resolution = { status: 'hidden' as const, resolvedBy: staff.id, resolvedAt: now.toISOString() };
    // Resolving this report first, guarded by its status, makes a second staff member's click a 409.
    if (!(await resolveReport(trx, report.id, resolution)))
      throw conflict('This report has already been resolved.', 'already_resolved');
    const others = await resolveOpenReportsOf(trx, report.presentation_id, resolution);
    const current = await findPresentationAccessById(trx, report.presentation_id);
    if (!current) throw notFound(NO_PRESENTATION);
    const hidden = await updatePresentation(trx, current.id, { hidden: true, hidden_reason: reason });
    await reindex(trx, handle.dialect, hidden);
    await followTakedown(trx, handle.dialect, current.id, { hidden: true, reason });
    return { oid: hidden.oid, hidden: true, hiddenReason: reason, resolvedReports: others + 1 };
  });
}

export async function dismissReport(db: Db, reportId: number, staff: Viewer, now = new Date()) {
  const report = await findReportById(db, reportId);
  if (!report) throw notFound(NO_REPORT);
  const resolution = { status: 'dismissed' as const, resolvedBy: staff.id, resolvedAt: now.toISOString() };
  if (!(await resolveReport(db, report.id, resolution)))
    throw conflict('This report has already been resolved.', 'already_resolved');
  return { id: report.id, status: 'dismissed' as const };
}

/**
 * Makes a hidden presentation visible again and puts it back in search (if it is listed). Open
 * reports on a hidden presentation can only be its owner's review requests: unhiding answers them.
 */
export async function unhidePresentation(
  handle: DatabaseHandle,
  oid: string,
  staff: Viewer,
  now = new Date(),
) {
  return handle.db.transaction().execute(async (trx) => {
    const current = await findPresentationByOid(trx, oid);
    if (!current) throw notFound(NO_PRESENTATION);
    if (!current.hidden) throw conflict('This presentation is not hidden.', 'not_hidden');
    const visible = await updatePresentation(trx, current.id, { hidden: false, hidden_reason: null });
    await reindex(trx, handle.dialect, visible);
    await followTakedown(trx, handle.dialect, current.id, { hidden: false, reason: current.hidden_reason });
    const resolvedReports = await resolveOpenReportsOf(trx, current.id, {
      status: 'dismissed',
      resolvedBy: staff.id,
      resolvedAt: now.toISOString(),
    });
    return { oid: visible.oid, hidden: false as const, resolvedReports };
  });
}

/** Marks or unmarks a staff pick; only presentations everyone may see can be picked. */
export async function setStaffPick(db: Db, oid: string, picked: boolean) {
  const current = await findPresentationAccessByOid(db, oid);
  if (!current) throw notFound(NO_PRESENTATION);
  if (picked && !isListed(accessOf(current)))
    throw conflict('Only public, visible presentations can be staff picks.', 'not_listed');
  await setCurated(db, current.id, picked);
  return { oid: current.oid, staffPick: picked };
}

/**
 * The owner of a hidden presentation asks staff to look again: the request joins the queue as an
 * open report by the owner, which staff answer by unhiding or by keeping it hidden.
 */
export async function requestReview(db: Db, oid: string, owner: User, message: string, now = new Date()) {
  const { presentation, access } = await loadFor(db, { oid }, viewerOf(owner), 'presentation.view');
  if (!isOwner(access, viewerOf(owner)))
    throw forbidden('Only the owner can ask for a review of this presentation.');
  if (!presentation.hidden) throw conflict('This presentation is not hidden.', 'not_hidden');
  if (await hasOpenReportBy(db, presentation.id, owner.id))
    throw conflict('Your request is already waiting for a moderator.', 'review_pending');
  const id = await insertReport(db, {
    presentation_id: presentation.id,
    reporter_id: owner.id,
    reason: 'other',
    details: message,
    contact_email: owner.email,
    created_at: now.toISOString(),
  });
  return { id, status: 'open' as const };
}
