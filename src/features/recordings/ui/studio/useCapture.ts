// The studio's capture: the camera and microphone (useMediaStream), the recorder
// (useRecorder), the 3-2-1 countdown that starts it, the elapsed time with the stop at the longest
// video the server takes, and Record / Pause / Resume / Stop / discard. StudioView draws it.
import { type Dispatch, type RefObject, useEffect, useState } from 'react';
import type { PlayerHandle } from '../../../../ui-kit/player-host/player-types';
import type { StudioLimits } from '../../studio.contracts';
import type { StudioMedia } from './media';
import type { StudioEvent, StudioState } from './studio-state';
import type { TimelineRecorder } from './timeline-recorder';
import { useMediaStream } from './useMediaStream';
import { useRecorder } from './useRecorder';

/** How often the elapsed display is refreshed (ms). */
const TICK_MS = 250;

export interface CaptureOptions {
  media: StudioMedia;
  state: StudioState;
  dispatch: Dispatch<StudioEvent>;
  timeline: TimelineRecorder;
  limits: StudioLimits;
  /** Seconds of the countdown before recording. */
  countdownSeconds: number;
  /** The step the deck shows: the recording's timeline starts on it. */
  stepRef: RefObject<number>;
  /** Focused as recording starts and resumes, so the presenter's keys reach the deck. */
  playerRef: RefObject<PlayerHandle | null>;
  /** A recording's blob address for the review's player (URL.createObjectURL). */
  objectUrl?: ((blob: Blob) => string) | undefined;
}

/**
 * While recording: the elapsed time, refreshed every TICK_MS, and the stop at the longest video the
 * server takes.
 */
function useRecordingLimit(
  recording: boolean,
  timeline: TimelineRecorder,
  maxSeconds: number,
  setElapsed: (ms: number) => void,
  stopAtLimit: () => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: ticks while recording
  useEffect(() => {
    if (!recording) return;
    const timer = setInterval(() => {
      const now = timeline.elapsed();
      setElapsed(now);
      if (now >= maxSeconds * 1000) stopAtLimit();
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [recording]);
}

export function useCapture(options: CaptureOptions) {
  const { media, state, dispatch, timeline, limits, stepRef, playerRef } = options;
  const { phase } = state;
  // Whether the browser can record is known only in the browser (the server renders without it).
  const [recordable, setRecordable] = useState<boolean | null>(null);
  useEffect(() => setRecordable(media.createRecorder !== null), [media]);
  const devices = useMediaStream(media, dispatch);
  const { stream } = devices;
  const [elapsed, setElapsed] = useState(0);
  const hasVideo = state.camera === 'on' && (stream?.getVideoTracks().length ?? 0) > 0;

  const recorder = useRecorder({
    media,
    timeline,
    maxBytes: limits.maxBytes,
    objectUrl: options.objectUrl,
    dispatch,
  });
  function beginRecording() {
    if (!stream) return;
    recorder.begin(stream, hasVideo, stepRef.current);
    setElapsed(0);
  }
  const stop = recorder.stop;

  // The countdown, one second a tick; recording starts as it reaches 0.
  const remaining = phase.name === 'countdown' ? phase.remaining : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one timer per countdown second
  useEffect(() => {
    if (phase.name !== 'countdown') return;
    const timer = setTimeout(() => {
      if (remaining <= 1) beginRecording();
      dispatch({ type: 'tick' });
    }, 1000);
    return () => clearTimeout(timer);
  }, [phase.name, remaining]);

  useRecordingLimit(phase.name === 'recording', timeline, limits.maxSeconds, setElapsed, () => stop('limit'));

  const record = () => {
    if (!stream || !media.createRecorder) return;
    dispatch({ type: 'record', seconds: options.countdownSeconds });
    if (options.countdownSeconds <= 0) beginRecording();
    playerRef.current?.focus();
  };
  const pause = () => {
    recorder.pause();
    setElapsed(timeline.elapsed());
    dispatch({ type: 'pause' });
  };
  const resume = () => {
    recorder.resume();
    dispatch({ type: 'resume' });
    playerRef.current?.focus();
  };
  /** Forgets the recording and goes back to the start. */
  const discard = () => {
    recorder.discard();
    setElapsed(0);
    dispatch({ type: 'discard' });
  };

  return {
    devices,
    stream,
    hasVideo,
    recordable,
    canRecord: !!stream && recordable === true && !state.noMedia,
    recorded: recorder.recorded,
    elapsed,
    record,
    pause,
    resume,
    stop,
    discard,
  };
}
