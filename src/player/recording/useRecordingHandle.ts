// What a host can do to a recording through the player's ref (PlayerHandle): the deck's moves go
// to chapters, as the viewer's do; restart plays the program from its start.
import { type Ref, type RefObject, useImperativeHandle } from 'react';
import type { FullscreenController } from '../controllers/fullscreen';
import type { PlayerHandle } from '../types';
import type { Playhead } from './useProgram';
import type { ProgramSync } from './useProgramSync';

export function useRecordingHandle(
  ref: Ref<PlayerHandle> | undefined,
  rootRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
  playhead: Playhead,
  { onViewerNavigate, seekProgram }: Pick<ProgramSync, 'onViewerNavigate' | 'seekProgram'>,
  fullscreen: FullscreenController,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the handlers read refs and the latest render's values
  useImperativeHandle(
    ref,
    () => ({
      next: () => onViewerNavigate('next'),
      previous: () => onViewerNavigate('previous'),
      goTo: (index: number) => onViewerNavigate(index),
      restart: () => {
        playhead.ended = false;
        seekProgram(0);
        videoRef.current?.play()?.catch(() => undefined); // the browser may refuse without a gesture
      },
      toggleFullscreen: () => void fullscreen.toggle(),
      focus: () => rootRef.current?.focus({ preventScroll: true }),
    }),
    [fullscreen, onViewerNavigate, seekProgram],
  );
}
