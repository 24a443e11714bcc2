// Re-recording from a step (issue #18 item 3): a recording is an ORDERED LIST OF TAKES, each its own
// uploaded file with its own timeline, edit decision list and captions, because WebM files cannot be
// joined without re-encoding. The program plays the takes one after the other: take k's program
// starts where take k-1's ends. Re-recording from step N ends the program where step N first shows
// (the take showing it is trimmed there, later takes dropped) and appends the new take.
import { RECORDING_LIMITS } from './limits';
import {
  type Chapter,
  chapters,
  type EditDecisionList,
  programCaptions,
  programDuration,
  programToSource,
  readCaptions,
  segments,
  sourceToProgram,
  stepAtSource,
  type TimelineEntry,
} from './recording';
import type { Cue } from './webvtt';

/** What the program needs of one take (the file itself is the caller's). */
export interface TakeProgram {
  timeline: TimelineEntry[];
  edits: EditDecisionList;
  /** WebVTT in the take's own source time ('' for none). */
  captions: string;
}

/** Where each take's program starts, in the whole program's time. */
export function takeStarts(takes: Pick<TakeProgram, 'edits'>[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const take of takes) {
    starts.push(at);
    at += programDuration(take.edits);
  }
  return starts;
}

/** The whole program's length: the takes' programs one after the other. */
export const programDurationOfTakes = (takes: Pick<TakeProgram, 'edits'>[]): number =>
  takes.reduce((total, take) => total + programDuration(take.edits), 0);

/** A moment of the program: the take playing and the source moment of its file. */
export interface TakeMoment {
  take: number;
  sourceMs: number;
}

/**
 * The take and source moment a whole-program time shows (clamped to the program). At the seam of
 * two takes the program shows the next take's start; the program's end is the last take's end.
 */
export function locateInTakes(takes: Pick<TakeProgram, 'edits'>[], programMs: number): TakeMoment {
  const starts = takeStarts(takes);
  for (let take = takes.length - 1; take >= 0; take--) {
    const duration = programDuration(takes[take]!.edits);
    if (programMs >= starts[take]! && (programMs < starts[take]! + duration || take === takes.length - 1))
      return { take, sourceMs: programToSource(takes[take]!.edits, programMs - starts[take]!) };
  }
  return { take: 0, sourceMs: programToSource(takes[0]!.edits, 0) };
}

/** Where a source moment of take `take` lands in the whole program. */
export const takeSourceToProgram = (
  takes: Pick<TakeProgram, 'edits'>[],
  take: number,
  sourceMs: number,
): number => (takeStarts(takes)[take] ?? 0) + sourceToProgram(takes[take]!.edits, sourceMs);

/** The step the deck shows at a whole-program time. */
export function stepAtTakes(takes: Omit<TakeProgram, 'captions'>[], programMs: number): number {
  const { take, sourceMs } = locateInTakes(takes, programMs);
  return stepAtSource(takes[take]!.timeline, sourceMs);
}

/**
 * The chapters of the whole program: each take's chapters moved to where its program starts; a
 * take that starts on the step the previous one ended on adds no chapter there.
 */
export function chaptersOfTakes(
  takes: Omit<TakeProgram, 'captions'>[],
  titleOf: (step: number) => string,
): Chapter[] {
  const starts = takeStarts(takes);
  const result: Chapter[] = [];
  takes.forEach((take, index) => {
    for (const chapter of chapters(take.timeline, take.edits, titleOf)) {
      if (result.at(-1)?.step === chapter.step) continue;
      result.push({ ...chapter, atMs: chapter.atMs + starts[index]! });
    }
  });
  return result;
}

/** The captions of the whole program, in its time (each take's cut, trimmed and moved). */
export function captionsOfTakes(takes: Pick<TakeProgram, 'edits' | 'captions'>[]): Cue[] {
  const starts = takeStarts(takes);
  return takes.flatMap((take, index) =>
    programCaptions(readCaptions(take.captions), take.edits).map((cue) => ({
      ...cue,
      start: cue.start + starts[index]! / 1000,
      end: cue.end + starts[index]! / 1000,
    })),
  );
}

/**
 * Where step `step` first shows in the program: the take and the source moment (the start of a part
 * that opens on it, or the timeline entry that brings it), or null when the program never shows it.
 */
export function firstShowing(takes: Omit<TakeProgram, 'captions'>[], step: number): TakeMoment | null {
  for (const [take, { timeline, edits }] of takes.entries()) {
    for (const part of segments(edits)) {
      if (stepAtSource(timeline, part.fromMs) === step) return { take, sourceMs: part.fromMs };
      const entry = timeline.find((e) => e.step === step && e.atMs > part.fromMs && e.atMs < part.toMs);
      if (entry) return { take, sourceMs: entry.atMs };
    }
  }
  return null;
}

/**
 * The takes that stay when the program is ended at `at`: the takes before it whole, and its own
 * take trimmed to end there (its cuts after that moment dropped) unless less than the shortest
 * program would be left of it; the takes after it are dropped. Answers the kept takes (in order)
 * and the indexes of the dropped ones.
 */
export function endTakesAt<T extends Pick<TakeProgram, 'edits'>>(
  takes: T[],
  at: TakeMoment,
): { kept: T[]; dropped: number[] } {
  const kept = takes.slice(0, at.take);
  const dropped = takes.map((_, index) => index).filter((index) => index > at.take);
  const take = takes[at.take]!;
  const edits: EditDecisionList = {
    startMs: take.edits.startMs,
    endMs: at.sourceMs,
    cuts: take.edits.cuts.filter((cut) => cut.toMs <= at.sourceMs),
  };
  if (at.sourceMs > edits.startMs && programDuration(edits) >= RECORDING_LIMITS.minProgramMs)
    kept.push({ ...take, edits });
  else dropped.unshift(at.take);
  return { kept, dropped };
}
