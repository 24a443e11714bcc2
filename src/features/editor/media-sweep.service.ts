// The media sweep (decision 099): a scheduled job that deletes the media files a deck holds but
// nothing names any more, such as a picture uploaded from the canvas editor and removed from the
// canvas since, so it stops counting against the deck's limits. Each pass looks at a bounded number
// of decks, those never looked at first, then those looked at longest ago (media_sweeps). A file
// named nowhere is marked with the time; a file named again (an undo in an open editor, a restored
// version) loses its mark; a file still named nowhere a grace period after its mark is deleted,
// unless another presentation shows it (media are served by content, so a picture pasted across
// decks is served from the first deck's copy). Every kind of deck is swept alike: all the places
// that name media are read, whatever its schema.
import type { DatabaseHandle, Db } from '../../platform/db/connection';
import type { JobQueue } from '../../platform/jobs/queue';
import {
  canvasLogPage,
  canvasStateBytes,
  clearUnreferenced,
  deckFiles,
  decksToSweep,
  deleteUnreferenced,
  markUnreferenced,
  namedByAnotherDeck,
  noteSwept,
  presentationTexts,
  versionTexts,
} from './media-sweep.repository';
import {
  graceCutoff,
  hashOf,
  MEDIA_SWEEP_DECKS,
  MEDIA_SWEEP_EVERY_MS,
  namedMedia,
  planSweep,
} from './media-sweep-rules';

export const MEDIA_SWEEP_JOB = 'media.sweep';

/** Rows read at once from a deck's versions and live log. */
const PAGE = 10;

/** What one pass did: decks looked at, files marked, marks cleared, files deleted. */
export interface SweepReport {
  decks: number;
  marked: number;
  cleared: number;
  deleted: number;
}

/** The content hashes named anywhere the deck's media may be named. */
export async function namedInDeck(db: Db, presentationId: number): Promise<Set<string>> {
  const named = namedMedia(await presentationTexts(db, presentationId));
  for (let after = 0; ; ) {
    const versions = await versionTexts(db, presentationId, after, PAGE);
    if (versions.length === 0) break;
    namedMedia(
      versions.flatMap((v) => [v.document, v.source ?? '']),
      named,
    );
    after = versions.at(-1)!.id;
  }
  const state = await canvasStateBytes(db, presentationId);
  if (state) namedMedia([state.toString('latin1')], named);
  for (let after = 0; ; ) {
    const updates = await canvasLogPage(db, presentationId, after, PAGE);
    if (updates.length === 0) break;
    namedMedia(
      updates.map((u) => u.update.toString('latin1')),
      named,
    );
    after = updates.at(-1)!.id;
  }
  return named;
}

/** One deck's pass: marks, clears and deletes as its files' names say. */
export async function sweepDeck(
  handle: DatabaseHandle,
  presentationId: number,
  now = new Date(),
): Promise<Omit<SweepReport, 'decks'>> {
  // The files are read before the names: a file stored meanwhile is not judged, and a file named
  // meanwhile is found named.
  const files = await deckFiles(handle.db, presentationId);
  const named = await namedInDeck(handle.db, presentationId);
  const plan = planSweep(
    files.map((f) => ({ key: f.key, unreferencedAt: f.unreferenced_at })),
    named,
    now,
  );
  // Another deck showing the file (a picture pasted across decks) keeps it, and clears its mark.
  for (const key of [...plan.remove]) {
    const hash = hashOf(key);
    if (hash === null || !(await namedByAnotherDeck(handle.db, presentationId, hash))) continue;
    plan.remove.splice(plan.remove.indexOf(key), 1);
    plan.clear.push(key);
  }
  const at = now.toISOString();
  return handle.db.transaction().execute(async (trx) => {
    await markUnreferenced(trx, presentationId, plan.mark, at);
    await clearUnreferenced(trx, presentationId, plan.clear);
    const deleted = await deleteUnreferenced(
      trx,
      presentationId,
      plan.remove,
      graceCutoff(now).toISOString(),
    );
    await noteSwept(trx, presentationId, files.length > 0 ? at : null);
    return { marked: plan.mark.length, cleared: plan.clear.length, deleted };
  });
}

/** One pass over up to `decks` decks, those looked at longest ago first. */
export async function sweepMedia(
  handle: DatabaseHandle,
  now = new Date(),
  decks = MEDIA_SWEEP_DECKS,
): Promise<SweepReport> {
  const report: SweepReport = { decks: 0, marked: 0, cleared: 0, deleted: 0 };
  const failed: unknown[] = [];
  for (const presentationId of await decksToSweep(handle.db, decks)) {
    // A deck that fails leaves the others to go on; the job fails afterwards, to be tried again.
    const done = await sweepDeck(handle, presentationId, now).catch((error: unknown) => {
      failed.push(error);
      return null;
    });
    if (!done) continue;
    report.decks++;
    report.marked += done.marked;
    report.cleared += done.cleared;
    report.deleted += done.deleted;
  }
  if (failed.length > 0)
    throw new AggregateError(failed, `The media sweep failed on ${failed.length} of its decks`);
  return report;
}

/** The sweep as a schedule on the job queue: once per interval across the app servers. */
export function scheduleMediaSweep(
  jobs: Pick<JobQueue, 'schedule'>,
  handle: DatabaseHandle,
  log?: { info(details: object, message: string): void },
  everyMs = MEDIA_SWEEP_EVERY_MS,
): void {
  const pass = async (now: Date) => {
    const report = await sweepMedia(handle, now);
    if (report.marked + report.cleared + report.deleted > 0) log?.info(report, 'media swept');
  };
  jobs.schedule(MEDIA_SWEEP_JOB, everyMs, (_payload, job) => pass(job.now), { beforeReady: false });
}
