// The recording editor's video over several takes: one <video> showing the take the
// editor's joined timeline is at (the takes' files one after the other, domain/recording-takes.ts).
// Seeking to a moment of another take loads that take's file and seeks in it once it has loaded; a
// take that plays to its end goes on with the next, so the whole recording plays through.
import { useEffect, useRef, useState } from 'react';
import { locateJoined, takeOffsets } from '../../takes-rules';

export interface TakeFile {
  videoUrl: string;
  durationMs: number;
}

export type VideoState = 'loading' | 'ready' | 'failed';

export function useTakesVideo(files: TakeFile[]) {
  const video = useRef<HTMLVideoElement>(null);
  const offsets = takeOffsets(files);
  const [shown, setShown] = useState(0);
  /** The joined timeline's current time, in seconds. */
  const [now, setNow] = useState(0);
  const [state, setState] = useState<VideoState>('loading');
  // What to do once another take's file has loaded: seek there, and play on when it was playing.
  const pending = useRef<{ seconds: number; play: boolean } | null>(null);

  const show = (take: number, seconds: number, play: boolean) => {
    pending.current = { seconds, play };
    setState('loading');
    setShown(take);
  };
  const seek = (ms: number) => {
    const element = video.current;
    if (!element) return;
    const at = locateJoined(files, ms);
    setNow(ms / 1000);
    if (at.take !== shown) show(at.take, at.sourceMs / 1000, !element.paused);
    else element.currentTime = at.sourceMs / 1000;
  };
  const follow = () => {
    // While another take's file loads, the old element's times are not the timeline's.
    if (pending.current) return;
    setNow((offsets[shown] ?? 0) / 1000 + (video.current?.currentTime ?? 0));
  };
  const onLoadedMetadata = () => {
    setState('ready');
    const element = video.current;
    const next = pending.current;
    pending.current = null;
    if (!element || !next) return;
    element.currentTime = next.seconds;
    if (next.play) element.play().catch(() => undefined);
  };
  const onEnded = () => {
    if (shown < files.length - 1) show(shown + 1, 0, true);
  };
  // The video may have loaded (or failed) before the page was hydrated and its handlers attached.
  useEffect(() => {
    const element = video.current;
    if (element?.error) setState('failed');
    else if (element && element.readyState >= 1) setState('ready');
  }, []);

  return {
    ref: video,
    shown,
    now,
    state,
    seek,
    videoProps: {
      src: files[shown]!.videoUrl,
      onTimeUpdate: follow,
      onSeeked: follow,
      onLoadedMetadata,
      onEnded,
      onError: () => setState('failed'),
    },
  };
}
