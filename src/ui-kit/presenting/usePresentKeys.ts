// The player's keys anywhere in the window: keys work when either window is
// focused. The player itself only takes keys pressed inside it; this takes the same keys pressed
// elsewhere on the page (the notes, the step list, the page body) and leaves the player's own alone.
import { type RefObject, useEffect, useInsertionEffect, useRef } from 'react';
import { isEditable, keyAction } from '../../player/controllers/keyboard';
import type { PlayerHandle } from '../player-host/player-types';

export interface PresentKeyOptions {
  /** F outside the player: the audience window's full screen. */
  onFullscreen?(): void;
}

export function usePresentKeys(
  playerArea: RefObject<HTMLElement | null>,
  player: RefObject<PlayerHandle | null>,
  totalSteps: number,
  options: PresentKeyOptions = {},
) {
  const latest = useRef(options);
  useInsertionEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target;
      // Inside the player, or with the player in full screen, the player's own controller acts.
      if (target instanceof Node && playerArea.current?.contains(target)) return;
      if (document.fullscreenElement) return;
      if (isEditable(target)) return;
      const action = keyAction(event.key, event.shiftKey);
      if (!action || action === 'escape' || action === 'help') return;
      const onControl = target instanceof Element && target.closest('button, a[href], summary') !== null;
      if (event.key === ' ' && onControl) return; // Space presses the focused button
      const handle = player.current;
      if (action === 'fullscreen') {
        if (!latest.current.onFullscreen) return;
        event.preventDefault();
        latest.current.onFullscreen();
        return;
      }
      if (!handle) return;
      event.preventDefault();
      if (action === 'next') handle.next();
      else if (action === 'previous') handle.previous();
      else if (action === 'first') handle.goTo(0);
      else handle.goTo(totalSteps - 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [playerArea, player, totalSteps]);
}
