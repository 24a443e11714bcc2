// The keys of a recording's player: Space plays and pauses anywhere in the player, ←/→ seek 5 s
// outside the deck (inside it the deck's own keys go to the previous and next chapter), F is this
// player's full screen.
import type { KeyboardEvent, RefObject } from 'react';
import type { FullscreenController } from '../controllers/fullscreen';
import type { Program } from './useProgram';
import type { ProgramSync } from './useProgramSync';
import type { VideoEvents } from './useVideoEvents';

/** ←/→ on the video or its controls. */
export const SEEK_STEP_MS = 5000;

const isActivatable = (target: EventTarget) =>
  target instanceof Element && target.closest('button, a[href], summary') !== null;

/** The player's keydown handler. */
export function recordingKeys(
  deckAreaRef: RefObject<HTMLElement | null>,
  { togglePlay }: Pick<VideoEvents, 'togglePlay'>,
  { seekProgram }: Pick<ProgramSync, 'seekProgram'>,
  { currentProgram }: Pick<Program, 'currentProgram'>,
  fullscreen: FullscreenController,
) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
    const inDeck = deckAreaRef.current?.contains(event.target as Node) ?? false;
    if (event.key === ' ' && !isActivatable(event.target)) {
      event.preventDefault();
      togglePlay();
    } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && !inDeck) {
      event.preventDefault();
      seekProgram(currentProgram() + (event.key === 'ArrowLeft' ? -SEEK_STEP_MS : SEEK_STEP_MS));
    } else if (event.key === 'f' || event.key === 'F') {
      event.preventDefault();
      void fullscreen.toggle();
    }
  };
}
