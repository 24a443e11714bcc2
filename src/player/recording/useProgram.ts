// Where a recording's program is. A recording re-recorded from a step is several takes, each its
// own file: the <video> plays one take at a time, its source switched at a take's end (or by a seek
// into another take), the program time running across them (takes-rules.ts). This hook holds the
// take playing, the program time and the caption shown (state, for the render), and the playhead
// (read and written by handlers within one event, so not state), and switches takes.
import { type RefObject, useMemo, useState } from 'react';
import type { RecordingPlayback, TakePlayback } from '../../features/recordings/contracts';
import { readCaptions, sourceToProgram } from '../../features/recordings/rules';
import type { Cue } from '../../kernel/media/webvtt';
import { type SyncRecording, syncAt } from '../recording-sync';

/** What the handlers of one event read and write at once (refs, not state). */
export interface Playhead {
  /** The take the <video> plays (the render's copy is `take`). */
  take: number;
  /** A take switched to whose file is loading: where to put it, and whether to play it then. */
  pending: { sourceMs: number; play: boolean } | null;
  /** The video was placed in the program (before that the cover frame shows and nothing syncs). */
  positioned: boolean;
  /** The first playback happened: the presentation started (views, statistics). */
  started: boolean;
  ended: boolean;
  /** The step the deck was last sent to; none at first, as a #step link may have moved it. */
  deckStep: number;
}

/** What the sync needs of a take (its own edits and timeline; program time from its start). */
export const syncOf = (take: TakePlayback): SyncRecording => ({ ...take, chapters: [] });

export function useProgram(playback: RecordingPlayback, videoRef: RefObject<HTMLVideoElement | null>) {
  const { chapters, programDurationMs } = playback;
  const { takes, takeCues, firstStep } = useTakes(playback);
  const [playhead] = useState<Playhead>(() => ({
    take: 0,
    pending: null,
    positioned: false,
    started: false,
    ended: false,
    deckStep: -1,
  }));
  const [take, setTake] = useState(0);
  const [programMs, setProgramMs] = useState(0);
  const [caption, setCaption] = useState<string | null>(null);

  /** Switches the <video> to take `next` at its source moment `sourceMs` (it plays once loaded when `play`). */
  const switchTake = (next: number, sourceMs: number, play: boolean) => {
    playhead.take = next;
    playhead.pending = { sourceMs, play };
    setTake(next);
    setCaption(null); // the last take's line never shows over the next one
    setProgramMs(takes[next]!.programStartMs + sourceToProgram(takes[next]!.edits, sourceMs));
  };

  /** The program time now: of the video's time, or of where a take loading will be put. */
  const currentProgram = () => {
    const video = videoRef.current;
    if (!video || !playhead.positioned) return 0;
    const current = takes[playhead.take]!;
    const sourceMs = playhead.pending ? playhead.pending.sourceMs : video.currentTime * 1000;
    return current.programStartMs + syncAt(syncOf(current), sourceMs).programMs;
  };

  // The cover frame shows until playback starts (a media fragment on a metadata-only load).
  const videoUrl =
    take === 0 && playback.coverTake === 0
      ? `${takes[0]!.videoUrl}#t=${playback.coverMs / 1000}`
      : takes[take]!.videoUrl;

  return {
    chapters,
    programDurationMs,
    takes,
    takeCues,
    firstStep,
    videoRef,
    videoUrl,
    playhead,
    programMs,
    setProgramMs,
    caption,
    setCaption,
    switchTake,
    currentProgram,
  };
}

export type Program = ReturnType<typeof useProgram>;

/** The takes (player data from before takes has none: the recording is its one take), their captions. */
function useTakes(playback: RecordingPlayback) {
  const takes: TakePlayback[] = useMemo(
    () =>
      playback.takes?.length
        ? playback.takes
        : [{ ...playback, programStartMs: 0, programDurationMs: playback.programDurationMs }],
    [playback],
  );
  const firstStep = useMemo(() => syncAt(syncOf(takes[0]!), takes[0]!.edits.startMs).step, [takes]);
  /** Each take's captions, in its source time (seconds). */
  const takeCues: Cue[][] = useMemo(
    () =>
      takes.map((each) => {
        try {
          return readCaptions(each.captions ?? '');
        } catch {
          return [];
        }
      }),
    [takes],
  );
  return { takes, takeCues, firstStep };
}
