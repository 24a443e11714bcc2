// Re-recording from a step: a recording is an ORDERED LIST OF TAKES, each its own
// uploaded file with its own timeline, edit decision list and captions, because WebM files cannot be
// joined without re-encoding. The program plays the takes one after the other: take k's program
// starts where take k-1's ends. Re-recording from step N ends the program where step N first shows
// (the take showing it is trimmed there, later takes dropped) and appends the new take.
import { RECORDING_LIMITS } from '../../kernel/limits';
import type { Cue } from '../../kernel/media/webvtt';
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
} from './rules';

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

// The editor's timeline of a recording with several takes: the takes' whole files one after the
// other (take k's file starts where take k-1's file ends), so that, as for a single take, the parts
// the program skips stay visible and adjustable. The joined edits are the program: the first take's
// start, the last take's end, every take's cuts, and one cut over each seam (the unplayed end of a
// take and the unplayed start of the next). Splitting the joined edits gives each take its own.

/** What the editor needs of one take to join it. */
export type JoinableTake = Pick<TakeProgram, 'edits'> & { durationMs: number };

/** Where each take's file starts in the editor's joined timeline. */
export function takeOffsets(takes: Pick<JoinableTake, 'durationMs'>[]): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const take of takes) {
    offsets.push(at);
    at += take.durationMs;
  }
  return offsets;
}

/** The joined timeline's length. */
export const joinedDuration = (takes: Pick<JoinableTake, 'durationMs'>[]): number =>
  takes.reduce((total, take) => total + take.durationMs, 0);

/** The takes' edits as one edit decision list on the joined timeline (a seam's cut spans both takes). */
export function joinEdits(takes: JoinableTake[]): EditDecisionList {
  const offsets = takeOffsets(takes);
  const cuts: EditDecisionList['cuts'] = [];
  takes.forEach((take, index) => {
    const at = offsets[index]!;
    if (index > 0) {
      const before = takes[index - 1]!;
      const from = offsets[index - 1]! + before.edits.endMs;
      const to = at + take.edits.startMs;
      if (to > from) cuts.push({ fromMs: from, toMs: to });
    }
    for (const cut of take.edits.cuts) cuts.push({ fromMs: cut.fromMs + at, toMs: cut.toMs + at });
  });
  const last = takes.length - 1;
  return { startMs: takes[0]!.edits.startMs, endMs: offsets[last]! + takes[last]!.edits.endMs, cuts };
}

/**
 * Each take's own edits from edits on the joined timeline: what plays of its file, from the first
 * part that plays to the last, the gaps between them its cuts. A take of which nothing (or less
 * than the shortest program) would play is named in `emptyTakes`: the caller refuses such edits.
 */
export function splitEdits(
  takes: Pick<JoinableTake, 'durationMs'>[],
  joined: EditDecisionList,
): { edits: EditDecisionList[]; emptyTakes: number[] } {
  const offsets = takeOffsets(takes);
  const parts = segments(joined);
  const edits: EditDecisionList[] = [];
  const emptyTakes: number[] = [];
  takes.forEach((take, index) => {
    const from = offsets[index]!;
    const to = from + take.durationMs;
    const own = parts
      .map((part) => ({ fromMs: Math.max(part.fromMs, from) - from, toMs: Math.min(part.toMs, to) - from }))
      .filter((part) => part.toMs > part.fromMs);
    if (own.length === 0) {
      emptyTakes.push(index);
      edits.push({ startMs: 0, endMs: 0, cuts: [] });
      return;
    }
    const cuts = own.slice(1).map((part, i) => ({ fromMs: own[i]!.toMs, toMs: part.fromMs }));
    const kept: EditDecisionList = { startMs: own[0]!.fromMs, endMs: own.at(-1)!.toMs, cuts };
    if (programDuration(kept) < RECORDING_LIMITS.minProgramMs) emptyTakes.push(index);
    edits.push(kept);
  });
  return { edits, emptyTakes };
}

/** The take and the moment of its file a joined-timeline moment shows (a seam shows the next take). */
export function locateJoined(takes: Pick<JoinableTake, 'durationMs'>[], joinedMs: number): TakeMoment {
  const offsets = takeOffsets(takes);
  for (let take = takes.length - 1; take >= 0; take--) {
    if (joinedMs >= offsets[take]! || take === 0)
      return { take, sourceMs: Math.min(takes[take]!.durationMs, Math.max(0, joinedMs - offsets[take]!)) };
  }
  return { take: 0, sourceMs: 0 };
}

/** The takes' captions on the joined timeline, in order. */
export function joinCaptions(takes: Array<Pick<TakeProgram, 'captions'> & { durationMs: number }>): Cue[] {
  const offsets = takeOffsets(takes);
  return takes.flatMap((take, index) =>
    readCaptions(take.captions).map((cue) => ({
      ...cue,
      start: cue.start + offsets[index]! / 1000,
      end: cue.end + offsets[index]! / 1000,
    })),
  );
}

/**
 * Captions on the joined timeline given back to the takes: a cue belongs to the take its start
 * falls in, in that take's time, ending at the take's end at the latest.
 */
export function splitCaptions(takes: Pick<JoinableTake, 'durationMs'>[], cues: Cue[]): Cue[][] {
  const offsets = takeOffsets(takes);
  const result: Cue[][] = takes.map(() => []);
  for (const cue of cues) {
    const { take } = locateJoined(takes, cue.start * 1000);
    const at = offsets[take]! / 1000;
    const end = Math.min(cue.end, at + takes[take]!.durationMs / 1000);
    result[take]!.push({
      start: round(cue.start - at),
      end: round(Math.max(end, cue.start) - at),
      text: cue.text,
    });
  }
  return result;
}

/** Seconds kept to whole milliseconds, as WebVTT writes them. */
const round = (s: number) => Math.round(s * 1000) / 1000;

/** The takes' timelines on the joined timeline, in order. */
export function joinTimelines(
  takes: Array<Pick<TakeProgram, 'timeline'> & { durationMs: number }>,
): TimelineEntry[] {
  const offsets = takeOffsets(takes);
  return takes.flatMap((take, index) =>
    take.timeline.map((entry) => ({ atMs: entry.atMs + offsets[index]!, step: entry.step })),
  );
}
