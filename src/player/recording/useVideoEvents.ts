// The <video> of a recording and what its events do: the first play places it at the program's
// start (from the cover frame, or again from the end) and starts the presentation; a take switched
// to is placed once its file is in; a take's file ending plays the next one on, the last one's
// ending finishes the program. While it plays the sync follows it frame by frame.
import { useEffect, useState } from 'react';
import { sourceFor } from '../recording-sync';
import type { Program } from './useProgram';
import type { ProgramSync } from './useProgramSync';

export function useVideoEvents(
  program: Program,
  { syncRef, finish }: Pick<ProgramSync, 'syncRef' | 'finish'>,
  ready: (part: 'video') => void,
) {
  const { takes, videoRef, playhead, switchTake } = program;
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);

  const onPlay = () => {
    setPlaying(true);
    const video = videoRef.current;
    if (!video) return;
    if (!playhead.positioned || playhead.ended) {
      // From the cover frame (or the end) to the program's start.
      playhead.positioned = true;
      playhead.ended = false;
      if (playhead.take !== 0) switchTake(0, takes[0]!.edits.startMs, true);
      else video.currentTime = sourceFor(takes[0]!.edits, 0) / 1000;
    }
    // The first playback is the presentation starting (views, statistics): the sync reports its step.
    playhead.started = true;
    syncRef.current();
  };

  // While playing, follow the video frame by frame (timeupdate alone comes only every 250 ms or so).
  useEffect(() => {
    if (!playing || typeof requestAnimationFrame !== 'function') return;
    let frame = requestAnimationFrame(function loop() {
      syncRef.current();
      frame = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(frame);
  }, [playing, syncRef]);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play()?.catch(() => undefined);
    else video.pause();
  };

  const events = {
    onLoadedMetadata: () => {
      const video = videoRef.current;
      const next = playhead.pending;
      if (video && next) {
        // A take switched to is in: place it, and play on if the last one was playing.
        playhead.pending = null;
        video.currentTime = next.sourceMs / 1000;
        if (next.play) video.play()?.catch(() => undefined);
        syncRef.current();
      }
      ready('video');
    },
    onError: () => {
      setFailed(true);
      ready('video');
    },
    onPlay,
    onPause: () => setPlaying(false),
    onTimeUpdate: () => syncRef.current(),
    onSeeked: () => syncRef.current(),
    onEnded: () => {
      const index = playhead.take;
      // A take's file may end before its program's end is seen: the next take plays on.
      if (index < takes.length - 1) switchTake(index + 1, takes[index + 1]!.edits.startMs, true);
      else {
        setPlaying(false);
        finish();
      }
    },
  };

  return { playing, failed, togglePlay, events };
}

export type VideoEvents = ReturnType<typeof useVideoEvents>;
