// The visit beacon's rules: a visit takes the steps of its own visitor only,
// steps of its deck only, each step's time capped, and only for VISIT_LIMITS.maxAgeMs after it
// started; so what one visit stores is bounded by its deck's step count.
import { PLAYTHROUGH_LIMITS, VISIT_LIMITS } from '../../kernel/limits';
import type { DatabaseHandle } from '../../platform/db/connection';
import { AppError, badRequest, notFound } from '../../platform/http/errors';
import { findPresentationById } from '../decks';
import { countedStepCount } from './stats-steps';
import { StepCounts } from './step-counts';
import { addVisitSteps, findVisit } from './visits.repository';

export interface StepReport {
  step: number;
  ms: number;
}

/** Steps of each presentation (a recording's chapters), by id: a short-lived bounded cache, as for analytics events. */
export const visitStepCounts = ({ db }: DatabaseHandle) =>
  new StepCounts(async (id) => {
    const presentation = await findPresentationById(db, Number(id));
    return presentation ? countedStepCount(db, presentation) : null;
  });

const notYours = () => notFound('This visit does not exist or is not yours.');

/**
 * Adds the reported steps' time to the visit. `visitors`: who the caller may be (their cookie's
 * visitor, or an embed's address-and-browser one); `linkId`: the link the page was opened by.
 */
export async function reportVisitSteps(
  handle: DatabaseHandle,
  stepCounts: StepCounts,
  report: { visitId: string; linkId: string | null; steps: readonly StepReport[] },
  visitors: readonly string[],
  now = new Date(),
): Promise<void> {
  const visit = await findVisit(handle.db, report.visitId);
  if (!visit || !visitors.includes(visit.visitor_id) || visit.view_link_id !== report.linkId)
    throw notYours();
  if (now.getTime() - new Date(visit.started_at).getTime() > VISIT_LIMITS.maxAgeMs)
    throw new AppError(410, 'visit_over', 'This visit is over: open the presentation again.');
  const steps = (await stepCounts.lookup([String(visit.presentation_id)])).get(String(visit.presentation_id));
  if (steps === null || steps === undefined) throw notYours();
  const outside = report.steps.find((s) => s.step >= steps);
  if (outside)
    throw badRequest(`Step ${outside.step} is past this presentation's last.`, 'step_out_of_range');
  // One entry per step: repeats in a batch add up before the cap.
  const merged = new Map<number, number>();
  for (const { step, ms } of report.steps) merged.set(step, (merged.get(step) ?? 0) + ms);
  await handle.db.transaction().execute((trx) =>
    addVisitSteps(
      trx,
      visit.id,
      [...merged].map(([step, ms]) => ({ step, ms })),
      now.toISOString(),
      { stepMs: PLAYTHROUGH_LIMITS.stepMs, totalMs: PLAYTHROUGH_LIMITS.durationMs, lastStep: steps - 1 },
    ),
  );
}
