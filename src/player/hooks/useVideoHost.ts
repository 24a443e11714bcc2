// What the host hears of a video presentation (VideoPlayer): progress and ready once, at once when
// there is no video; its first playback as the one step shown, timed by the visit's step clock;
// its end. The full screen is bound to the player's box in the same effect.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { FullscreenController } from '../controllers/fullscreen';
import { useStepClock } from '../step-clock';
import type { PlayerProps } from '../types';
import { useLatest } from './useLatest';

export function useVideoHost(
  props: PlayerProps,
  rootRef: RefObject<HTMLDivElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
) {
  const { data } = props;
  const media = data.media;
  const host = useLatest(props); // the host's latest callbacks, for handlers bound once
  const started = useRef(false);
  const [fullscreen] = useState(() => new FullscreenController());
  const readied = useRef(false);

  const ready = () => {
    if (readied.current) return;
    readied.current = true;
    host.current.onProgress?.(100);
    host.current.onReady?.();
    // The visitor pressed Present: that is the gesture that lets the video start with sound.
    videoRef.current?.play()?.catch(() => undefined);
  };

  // A video is one step long: its first playback is the presentation starting (views, statistics),
  // and the visit's time on it runs from there, while the tab is visible.
  const stepClock = useStepClock(props.visit);
  const onPlay = () => {
    if (started.current) return;
    started.current = true;
    const clock = stepClock();
    clock.next(0);
    host.current.onStep?.({ index: 0, total: 1, msOnPreviousStep: 0, title: data.title });
    clock.flush();
  };

  useEffect(() => {
    const root = rootRef.current;
    if (root) fullscreen.bind(root, { onChange: () => undefined });
    host.current.onProgress?.(0);
    // Without a video there is nothing to wait for: the host lifts its loading screen onto the notice.
    if (!media && !readied.current) {
      readied.current = true;
      host.current.onProgress?.(100);
      host.current.onReady?.();
    }
    return () => fullscreen.destroy();
  }, [fullscreen, host, media, rootRef]);

  const onEnded = () => {
    started.current = false;
    host.current.onEnd?.();
  };
  return { fullscreen, ready, onPlay, onEnded };
}
