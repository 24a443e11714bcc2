// An owner's statistics for one presentation (issue: owner statistics).
import type { PresentationStats } from '../../contracts/stats';
import type { DatabaseHandle } from '../../db/connection';
import { readCounts } from '../../db/repositories/presentations.repository';
import {
  eventCounts,
  eventEnvelopes,
  likesSince,
  uniqueVisitors,
  viewsPerDay,
} from '../../db/repositories/stats.repository';
import type { AnalyticsEnvelope, Presentation } from '../../db/rows';
import { fillDays, type StepSample, stepStats } from '../../domain/stats';
import { stepCount } from './presentation.service';

export const STEP_SAMPLE_LIMIT = 50_000;

function stepSample(envelope: AnalyticsEnvelope): StepSample | null {
  const { step_index, ms_on_previous_step } = envelope.body ?? {};
  // Rows stored before ingestion checked events may hold anything; stepStats drops what does not fit.
  if (typeof step_index !== 'number' || typeof ms_on_previous_step !== 'number') return null;
  return {
    sessionId: String(envelope.user?.session_id ?? ''),
    stepIndex: step_index,
    msOnPreviousStep: ms_on_previous_step,
  };
}

export async function presentationStats(
  { db, dialect }: DatabaseHandle,
  p: Presentation,
  days: number,
  now = new Date(),
): Promise<PresentationStats> {
  const sinceDate = new Date(now.getTime() - (days - 1) * 86_400_000);
  sinceDate.setUTCHours(0, 0, 0, 0);
  const since = sinceDate.toISOString();
  const [perDay, visitors, likes, counts, totals, stepEnvelopes] = await Promise.all([
    viewsPerDay(db, dialect, p.id, since),
    uniqueVisitors(db, p.id, since),
    likesSince(db, p.id, since),
    eventCounts(db, p.oid, ['Share', 'CopyEmbedCode', 'PresentationStarted', 'PresentationCompleted'], since),
    readCounts(db, p.id),
    eventEnvelopes(db, p.oid, 'StepReached', since, STEP_SAMPLE_LIMIT),
  ]);
  const started = counts.PresentationStarted ?? 0;
  const completed = counts.PresentationCompleted ?? 0;
  const samples = stepEnvelopes.map(stepSample).filter((s): s is StepSample => s !== null);
  return {
    days,
    totals: { views: totals.view_count, likes: totals.likes_count },
    period: {
      views: perDay.reduce((sum, d) => sum + d.views, 0),
      uniqueVisitors: visitors,
      likes,
      shares: counts.Share ?? 0,
      embedsCopied: counts.CopyEmbedCode ?? 0,
      started,
      completed,
      completionRate: started > 0 ? Math.min(1, completed / started) : 0,
    },
    viewsPerDay: fillDays(perDay, sinceDate, now),
    steps: stepStats(samples, started, stepCount(p)),
  };
}
