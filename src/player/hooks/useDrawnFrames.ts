// The frames the player draws (frames-in-view.ts). On a step, what its arriving flight shows is
// drawn at once (the previous step drew it already, as its neighbour); the frames for the flights
// onward are added once the camera is still, a frame an idle period (nextToDraw), so a key press
// mounts nothing new in a deck whose frames are not all drawn (a PDF's pages: mounting three
// pictures at the key press held its frame back). What the step no longer needs stays as it was
// drawn, and goes once the camera is still and more than LINGER_LIMIT frames have gathered
// (unmounting them at the key press took half of a step's render).
import { useEffect, useMemo, useState } from 'react';
import type { Viewport } from '../../kernel/document/camera';
import {
  type DrawnFrames,
  drawnFor,
  keepDrawn,
  LINGER_LIMIT,
  lacks,
  lingering,
  nextToDraw,
} from '../../kernel/document/frames-in-view';
import type { Layout } from '../../kernel/document/layout';
import { whenQuiet, whenStill } from '../../lib/after-paint';

export function useDrawnFrames(
  layout: Layout,
  index: number,
  shownBefore: readonly number[],
  viewport: Viewport,
): DrawnFrames {
  const needed = useMemo(
    () => drawnFor(layout, index, shownBefore, viewport, 'soon'),
    [layout, index, shownBefore, viewport],
  );
  const [state, setState] = useState<{ needed: DrawnFrames; drawn: DrawnFrames }>({ needed, drawn: needed });
  let { drawn } = state;
  if (state.needed !== needed) {
    // Worked out while rendering the new step (React's pattern for state that follows props).
    drawn = keepDrawn(state.drawn, drawnFor(layout, index, shownBefore, viewport, 'arriving'));
    setState({ needed, drawn });
  }

  useEffect(() => {
    const update = (next: (now: DrawnFrames) => DrawnFrames) => () =>
      setState((now) => (now.needed === needed ? { needed, drawn: next(now.drawn) } : now));
    if (lingering(drawn, needed) > LINGER_LIMIT) whenQuiet(update(() => needed));
    // Only once still: mid-flight it would hold a frame back, and the next step draws what it shows.
    // A piece an idle period: this effect runs again with what was drawn, until nothing lacks.
    else if (lacks(drawn, needed)) whenStill(update((now) => keepDrawn(now, nextToDraw(now, needed))));
  }, [drawn, needed]);

  return drawn;
}
