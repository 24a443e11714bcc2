// What the host hears of a deck (DeckPlayer): ready once the first step's pictures are in, then
// each step shown with the time spent on the one before (visible time only: a hidden tab's is left
// out), which the visit's step clock also reports to the view call's visit.
import { useEffect } from 'react';
import type { Layout } from '../../kernel/document/layout';
import { afterNextPaint, whenQuiet } from '../../lib/after-paint';
import { useStepClock } from '../step-clock';
import type { PlayerProps } from '../types';

export function useDeckReports(
  ready: boolean,
  index: number,
  layout: Layout,
  host: { readonly current: Pick<PlayerProps, 'onReady' | 'onStep'> },
  visit: PlayerProps['visit'],
) {
  const total = layout.steps.length;
  useEffect(() => {
    if (ready) host.current.onReady?.();
  }, [ready, host]);

  const stepClock = useStepClock(visit);
  useEffect(() => {
    if (!ready) return;
    const clock = stepClock();
    const msOnPreviousStep = clock.next(index);
    // The host hears of a step in the task after the frame that shows it: a key is answered by
    // the next frame, and a live presenter's audience follows at once. The visit's
    // beacon costs milliseconds a flight's frames need, so it waits for the camera to be still.
    afterNextPaint(() => {
      host.current.onStep?.({ index, total, msOnPreviousStep, title: layout.steps[index]?.title ?? '' });
      // After the host's onStep, which makes the view call that starts the visit.
      whenQuiet(() => clock.flush());
    });
  }, [ready, index, total, layout, host, stepClock]);
}
