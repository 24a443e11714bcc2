// One playthrough of the view page's presentation, for the owner's statistics: started (which
// counts the view and starts its visit), each step reached, completed.
import { useRef } from 'react';
import { PLAYTHROUGH_LIMITS } from '../../../../kernel/limits';
import { sendView } from '../../../../lib/like-client';
import { track } from '../../../../lib/telemetry';
import type { StepEvent, VisitRef } from '../../../../ui-kit/player-host/player-types';

/** Follows one playthrough for the owner's statistics: started, each step reached, completed. */
export function usePlaythrough(oid: string, linkId: string | undefined) {
  const started = useRef<{ at: number; steps: number; reached: Set<number> } | null>(null);
  const visit = useRef<Promise<VisitRef | null> | null>(null);
  return {
    /** The visit the view call started, for the player to report each step's time to. */
    visit: () => visit.current,
    onStep(event: StepEvent) {
      if (!started.current) {
        started.current = { at: Date.now(), steps: event.total, reached: new Set([event.index]) };
        track('PresentationStarted', { prezi_oid: oid, step_count: event.total });
        // A view counts when the presentation starts (once per visitor per 30 minutes).
        visit.current = sendView(oid, linkId, document.referrer).then(
          (answer) => (answer.visitId ? { visitId: answer.visitId, linkId } : null),
          () => null,
        );
        return;
      }
      // A step reached again in this playthrough adds time but is not counted as reached twice.
      const { reached } = started.current;
      const revisit = reached.has(event.index);
      reached.add(event.index);
      track('StepReached', {
        prezi_oid: oid,
        step_index: event.index,
        ...(revisit ? { revisit } : {}),
        // A tab left open for days reports the longest time the server keeps.
        ms_on_previous_step: Math.min(event.msOnPreviousStep, PLAYTHROUGH_LIMITS.stepMs),
      });
    },
    onEnd() {
      const run = started.current;
      if (!run) return;
      track('PresentationCompleted', {
        prezi_oid: oid,
        step_count: run.steps,
        duration_ms: Math.min(Date.now() - run.at, PLAYTHROUGH_LIMITS.durationMs),
      });
      started.current = null;
    },
  };
}
