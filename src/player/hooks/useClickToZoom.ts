// Click to zoom (DeckPlayer): a click on a frame goes to its step, through one listener for the
// whole world. A pointer shortcut only: keyboard users have the arrow keys and the step buttons,
// which reach every step.
import { type RefObject, useEffect } from 'react';
import { type Layout, stepForFrame } from '../../kernel/document/layout';
import type { Navigation } from '../controllers/types';

export function useClickToZoom(
  worldRef: RefObject<HTMLElement | null>,
  layout: Layout,
  navigate: (to: Navigation | number) => void,
  ready: boolean,
) {
  useEffect(() => {
    const world = worldRef.current;
    if (!world || !ready) return;
    const onClick = (event: MouseEvent) => {
      // A canvas deck's element names the frame it sits in (canvas/CanvasItem.tsx).
      const frame = (event.target as Element | null)?.closest?.('[data-frame-id], [data-in-frame]');
      const id = frame?.getAttribute('data-frame-id') ?? frame?.getAttribute('data-in-frame');
      const step = id ? stepForFrame(layout, id) : -1;
      if (step >= 0) navigate(step);
    };
    world.addEventListener('click', onClick);
    return () => world.removeEventListener('click', onClick);
  }, [worldRef, layout, navigate, ready]);
}
