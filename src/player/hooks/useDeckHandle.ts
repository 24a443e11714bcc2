// What a host can do to a deck through the player's ref (PlayerHandle): move it, restart it (and
// its autoplay), toggle the full screen, focus it.
import { type Ref, type RefObject, useImperativeHandle } from 'react';
import type { Navigation } from '../controllers/types';
import type { PlayerHandle } from '../types';
import type { usePlayerControllers } from './usePlayerControllers';

export function useDeckHandle(
  ref: Ref<PlayerHandle> | undefined,
  rootRef: RefObject<HTMLElement | null>,
  navigate: (to: Navigation | number) => void,
  controls: ReturnType<typeof usePlayerControllers>,
) {
  useImperativeHandle(
    ref,
    () => ({
      next: () => navigate('next'),
      previous: () => navigate('previous'),
      goTo: (target: number) => navigate(target),
      restart: () => {
        navigate(0);
        controls.resumeAutoplay();
      },
      toggleFullscreen: controls.toggleFullscreen,
      // preventScroll: focusing must not scroll (which lays the whole page out first, ~100 ms at
      // 4x CPU just as the first step is to show); the player is in view when it starts.
      focus: () => rootRef.current?.focus({ preventScroll: true }),
    }),
    [navigate, controls, rootRef],
  );
}
