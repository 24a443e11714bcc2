// The frames the player draws (frames-in-view.ts): what the current step needs is drawn at once,
// what it no longer needs stays as it was drawn, and goes once the camera is still and more than
// LINGER_LIMIT frames have gathered (issue #14: unmounting them at the key press took half of a
// step's render).
import { useEffect, useMemo, useState } from 'react';
import type { Layout } from '../../domain/layout';
import { whenQuiet } from '../../lib/after-paint';
import type { Viewport } from '../camera';
import {
  type DrawnFrames,
  framesInView,
  keepDrawn,
  LINGER_LIMIT,
  lingering,
  outlinedFrames,
} from '../frames-in-view';

export function useDrawnFrames(
  layout: Layout,
  index: number,
  shownBefore: readonly number[],
  viewport: Viewport,
): DrawnFrames {
  const needed = useMemo((): DrawnFrames => {
    const mounted = framesInView(layout, index, shownBefore, viewport);
    return { mounted, outlined: outlinedFrames(layout, mounted, index, shownBefore, viewport) };
  }, [layout, index, shownBefore, viewport]);
  const [state, setState] = useState<{ needed: DrawnFrames; drawn: DrawnFrames }>({ needed, drawn: needed });
  let { drawn } = state;
  if (state.needed !== needed) {
    // Worked out while rendering the new step (React's pattern for state that follows props).
    drawn = keepDrawn(state.drawn, needed);
    setState({ needed, drawn });
  }

  useEffect(() => {
    if (lingering(drawn, needed) <= LINGER_LIMIT) return;
    whenQuiet(() => setState((now) => (now.needed === needed ? { needed, drawn: needed } : now)));
  }, [drawn, needed]);

  return drawn;
}
