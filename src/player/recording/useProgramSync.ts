// The sync of a recording, the video's current time applied to the program (recording-sync.ts
// decides, this acts): the video jumps over each cut and stops at the edit's end, the next take
// plays on at a take's end, and the bar, the caption (the playing take's cue, none inside a cut),
// the deck's step and the statistics' chapter follow. And seeking in program time: the bar, a
// chapter, a key, or the deck's own moves (its keys, buttons, a frame clicked, a #step link), which
// go to a chapter instead of moving the deck.
import type { RefObject } from 'react';
import { locateInTakes } from '../../features/recordings/takes-rules';
import type { Navigation } from '../controllers/types';
import { useLatest } from '../hooks/useLatest';
import { chapterOfStep, neighbourChapter, sourceFor, syncAt } from '../recording-sync';
import type { PlayerHandle, PlayerProps } from '../types';
import { type Program, syncOf } from './useProgram';

export function useProgramSync(
  program: Program,
  deckRef: RefObject<PlayerHandle | null>,
  host: { readonly current: Pick<PlayerProps, 'onEnd'> },
  reportChapter: (wholeProgramMs: number) => void,
) {
  const { takes, takeCues, chapters, programDurationMs, videoRef, playhead, switchTake, setProgramMs } =
    program;

  /** Applies the video's current time: cuts, the end, the deck's step, the bar, the statistics. */
  const sync = () => {
    const video = videoRef.current;
    if (!video || !playhead.positioned || playhead.pending) return;
    const index = playhead.take;
    const state = syncAt(syncOf(takes[index]!), video.currentTime * 1000);
    const { action } = state;
    if (action.kind === 'seek') video.currentTime = action.sourceMs / 1000;
    if (action.kind === 'end' && index < takes.length - 1) {
      // This take's program is over: the next take plays on from its start.
      switchTake(index + 1, takes[index + 1]!.edits.startMs, !video.paused);
      return;
    }
    if (action.kind === 'end' && !playhead.ended && !video.paused) finish();
    const wholeProgramMs = Math.min(takes[index]!.programStartMs + state.programMs, programDurationMs);
    setProgramMs(wholeProgramMs);
    const seconds = video.currentTime;
    const cue = takeCues[index]?.find((c) => c.start <= seconds && seconds < c.end);
    program.setCaption(cue && action.kind === 'play' ? cue.text : null);
    if (state.step !== playhead.deckStep) {
      playhead.deckStep = state.step;
      deckRef.current?.goTo(state.step);
    }
    if (action.kind !== 'end') reportChapter(wholeProgramMs);
  };
  const syncRef = useLatest(sync);

  /** The program is over: the video stops and the host hears the end (once). */
  const finish = () => {
    const video = videoRef.current;
    if (!video || playhead.ended) return;
    playhead.ended = true;
    video.pause();
    setProgramMs(programDurationMs);
    host.current.onEnd?.();
  };

  /** Moves the video to a program time (the bar, a chapter, a key), in whichever take plays it. */
  const seekProgram = (ms: number) => {
    const video = videoRef.current;
    if (!video) return;
    const target = Math.min(Math.max(0, ms), programDurationMs);
    playhead.positioned = true;
    if (target < programDurationMs) playhead.ended = false;
    const at = locateInTakes(takes, target);
    if (playhead.pending && at.take === playhead.take) {
      playhead.pending.sourceMs = at.sourceMs;
    } else if (at.take !== playhead.take) {
      switchTake(at.take, at.sourceMs, playhead.pending?.play ?? !video.paused);
    } else {
      video.currentTime = sourceFor(takes[at.take]!.edits, target - takes[at.take]!.programStartMs) / 1000;
    }
    setProgramMs(target);
    syncRef.current();
  };

  // The deck asked to move (its keys, buttons, a frame clicked, a #step link): seek to the chapter.
  const onViewerNavigate = (to: Navigation | number) => {
    const now = program.currentProgram();
    let target: number | null;
    if (typeof to === 'number') target = chapterOfStep(chapters, to, now);
    else if (to === 'first') target = 0;
    else if (to === 'last') target = chapters.at(-1)?.atMs ?? null;
    else target = neighbourChapter(chapters, now, to);
    if (target !== null) seekProgram(target);
  };

  return { syncRef, finish, seekProgram, onViewerNavigate };
}

export type ProgramSync = ReturnType<typeof useProgramSync>;
