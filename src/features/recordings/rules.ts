// Recorded video presentations: a presenter's video plus the deck it was recorded over.
// Three clocks meet here. SOURCE time is the recorded file's own (the timeline and the captions are
// in it, so trimming again never moves them). PROGRAM time is the edited video as a viewer sees it:
// from the edit's start to its end with the cuts skipped. The edit decision list is applied at
// playback (the player seeks over cuts), never by re-encoding the file.
import { RECORDING_LIMITS } from '../../kernel/limits';
import type { Chapter, Cut, EditDecisionList, TimelineEntry } from '../../kernel/media/recording-playback';
import { type Cue, parseWebVtt } from '../../kernel/media/webvtt';

// The vocabulary of a recording's playback lives in the kernel, below the decks feature, whose
// player data carries it (decision 090).
export {
  type Chapter,
  type Cut,
  type EditDecisionList,
  type TimelineEntry,
  VIDEO_MIME_TYPES,
  type VideoMimeType,
} from '../../kernel/media/recording-playback';

/** A part of the source that plays, and where it starts in the program. */
export interface Segment {
  fromMs: number;
  toMs: number;
  programMs: number;
}

const isWholeMs = (n: number) => Number.isInteger(n) && n >= 0;

/** The edits that keep the whole recording. */
export const wholeRecording = (durationMs: number): EditDecisionList => ({
  startMs: 0,
  endMs: durationMs,
  cuts: [],
});

/** Why this timeline does not fit a deck of `stepCount` steps and a `durationMs` video, or null. */
export function timelineProblem(
  timeline: TimelineEntry[],
  stepCount: number,
  durationMs: number,
): string | null {
  if (timeline.length === 0) return 'The timeline is empty: it starts with the step shown at 0 ms.';
  if (timeline.length > RECORDING_LIMITS.timelineEntries)
    return `The timeline has more than ${RECORDING_LIMITS.timelineEntries} entries.`;
  if (timeline[0]!.atMs !== 0) return 'The timeline starts at 0 ms.';
  for (const [i, entry] of timeline.entries()) {
    if (!isWholeMs(entry.atMs) || entry.atMs > durationMs)
      return `Timeline entry ${i + 1}: its time is not within the video (0–${durationMs} ms).`;
    if (i > 0 && entry.atMs <= timeline[i - 1]!.atMs)
      return `Timeline entry ${i + 1}: the entries are not in time order.`;
    if (!Number.isInteger(entry.step) || entry.step < 0 || entry.step >= stepCount)
      return `Timeline entry ${i + 1}: step ${entry.step} is not in the deck (0–${stepCount - 1}).`;
  }
  return null;
}

/** Why these edits do not fit a `durationMs` video, or null. Cuts may touch but not overlap. */
export function editsProblem(edits: EditDecisionList, durationMs: number): string | null {
  const { startMs, endMs, cuts } = edits;
  if (!isWholeMs(startMs) || !isWholeMs(endMs) || endMs > durationMs || startMs >= endMs)
    return `The start and end must be within the video (0–${durationMs} ms), the start before the end.`;
  if (cuts.length > RECORDING_LIMITS.cuts) return `At most ${RECORDING_LIMITS.cuts} cuts.`;
  const sorted = sortedCuts(cuts);
  for (const [i, cut] of sorted.entries()) {
    if (!isWholeMs(cut.fromMs) || !isWholeMs(cut.toMs) || cut.fromMs >= cut.toMs)
      return `A cut (${cut.fromMs}–${cut.toMs} ms) must end after it starts.`;
    if (cut.fromMs < startMs || cut.toMs > endMs)
      return `A cut (${cut.fromMs}–${cut.toMs} ms) must lie between the start and the end.`;
    const before = sorted[i - 1];
    if (before && cut.fromMs < before.toMs)
      return `Two cuts overlap (${before.fromMs}–${before.toMs} and ${cut.fromMs}–${cut.toMs} ms).`;
  }
  if (programDuration(edits) < RECORDING_LIMITS.minProgramMs)
    return `The edits leave less than ${RECORDING_LIMITS.minProgramMs} ms of the video.`;
  return null;
}

/** Why a new cut cannot join these edits: the editor names the kind in the person's language. */
export type CutProblem = 'order' | 'outside' | 'overlap' | 'tooMany' | 'tooShort';

/**
 * Whether `cut` can be added to `edits` (the same rules as editsProblem, for one cut): it ends
 * after it starts, lies between the start and the end, overlaps no other cut (touching is fine),
 * the cuts stay within their number, and the program keeps at least its shortest length.
 */
export function cutProblem(edits: EditDecisionList, cut: Cut): CutProblem | null {
  if (!isWholeMs(cut.fromMs) || !isWholeMs(cut.toMs) || cut.fromMs >= cut.toMs) return 'order';
  if (cut.fromMs < edits.startMs || cut.toMs > edits.endMs) return 'outside';
  if (edits.cuts.some((other) => cut.fromMs < other.toMs && other.fromMs < cut.toMs)) return 'overlap';
  if (edits.cuts.length >= RECORDING_LIMITS.cuts) return 'tooMany';
  if (programDuration({ ...edits, cuts: [...edits.cuts, cut] }) < RECORDING_LIMITS.minProgramMs)
    return 'tooShort';
  return null;
}

const sortedCuts = (cuts: Cut[]) => [...cuts].sort((a, b) => a.fromMs - b.fromMs || a.toMs - b.toMs);

/** The parts of the source that play, in order (valid edits assumed; empty parts dropped). */
export function segments(edits: EditDecisionList): Segment[] {
  const parts: Segment[] = [];
  let from = edits.startMs;
  let programMs = 0;
  const push = (to: number) => {
    if (to > from) {
      parts.push({ fromMs: from, toMs: to, programMs });
      programMs += to - from;
    }
  };
  for (const cut of sortedCuts(edits.cuts)) {
    push(Math.min(cut.fromMs, edits.endMs));
    from = Math.max(from, cut.toMs);
  }
  push(edits.endMs);
  return parts;
}

/** How long the program is. */
export const programDuration = (edits: EditDecisionList): number =>
  segments(edits).reduce((total, s) => total + s.toMs - s.fromMs, 0);

/**
 * Where a source moment lands in the program. A moment the program skips (before the start,
 * inside a cut) lands where the program resumes; one after the end, at the program's end.
 */
export function sourceToProgram(edits: EditDecisionList, sourceMs: number): number {
  for (const s of segments(edits)) {
    if (sourceMs < s.fromMs) return s.programMs;
    if (sourceMs < s.toMs) return s.programMs + sourceMs - s.fromMs;
  }
  return programDuration(edits);
}

/**
 * The source moment a program time shows (clamped to the program). At the seam of a cut the
 * program shows the source after the cut; the program's end is the end of its last part.
 */
export function programToSource(edits: EditDecisionList, programMs: number): number {
  const parts = segments(edits);
  for (const s of parts) {
    if (programMs < s.programMs + s.toMs - s.fromMs) return s.fromMs + Math.max(0, programMs - s.programMs);
  }
  return parts.at(-1)?.toMs ?? edits.endMs;
}

/** The step the deck shows at a source moment (a valid timeline assumed). */
export function stepAtSource(timeline: TimelineEntry[], sourceMs: number): number {
  let step = timeline[0]?.step ?? 0;
  for (const entry of timeline) {
    if (entry.atMs > sourceMs) break;
    step = entry.step;
  }
  return step;
}

/** The step the deck shows at a program time: what the viewer sees beside the video. */
export const stepAt = (timeline: TimelineEntry[], edits: EditDecisionList, programMs: number): number =>
  stepAtSource(timeline, programToSource(edits, programMs));

/**
 * One chapter per step change the viewer sees. Step changes inside a cut or before the start land
 * where the program resumes, and only the last of them is seen there; changes at or after the end
 * are never seen; a change back to the step already showing is no chapter.
 */
export function chapters(
  timeline: TimelineEntry[],
  edits: EditDecisionList,
  titleOf: (step: number) => string,
): Chapter[] {
  const duration = programDuration(edits);
  const marks: Array<{ atMs: number; step: number }> = [];
  for (const entry of timeline) {
    const atMs = sourceToProgram(edits, entry.atMs);
    if (atMs >= duration && marks.length > 0) break;
    if (marks.at(-1)?.atMs === atMs) marks.pop();
    marks.push({ atMs: Math.min(atMs, duration), step: entry.step });
  }
  const result: Chapter[] = [];
  for (const mark of marks) {
    if (result.at(-1)?.step === mark.step) continue;
    result.push({ ...mark, title: titleOf(mark.step) });
  }
  return result;
}

/**
 * The captions moved into program time: cues wholly inside a cut (or outside the start and end)
 * are dropped; a cue across a cut or the start or end is clipped to what plays of it.
 * Cue times are in seconds, as kernel/media/webvtt.ts reads them.
 */
export function programCaptions(cues: Cue[], edits: EditDecisionList): Cue[] {
  const parts = segments(edits);
  const result: Cue[] = [];
  for (const cue of cues) {
    const startMs = cue.start * 1000;
    const endMs = cue.end * 1000;
    let first: number | undefined;
    let last: number | undefined;
    for (const s of parts) {
      const from = Math.max(startMs, s.fromMs);
      const to = Math.min(endMs, s.toMs);
      if (to <= from) continue;
      first ??= s.programMs + from - s.fromMs;
      last = s.programMs + to - s.fromMs;
    }
    if (first !== undefined && last !== undefined)
      result.push({ start: first / 1000, end: last / 1000, text: cue.text });
  }
  return result;
}

/** The transcript's text: the cues' text in order, as one paragraph per cue. */
export const transcriptText = (cues: Cue[]): string => cues.map((cue) => cue.text).join('\n');

/** Why captions cannot be stored, or null; empty text (or a bare header) is no captions. */
export function captionsProblem(source: string, durationMs: number): string | null {
  if (new TextEncoder().encode(source).length > RECORDING_LIMITS.captionsBytes)
    return `The captions are larger than ${RECORDING_LIMITS.captionsBytes / 1024} KB.`;
  let cues: Cue[];
  try {
    cues = readCaptions(source);
  } catch (error) {
    return (error as Error).message;
  }
  for (const [i, cue] of cues.entries()) {
    if (cue.text.length > RECORDING_LIMITS.cueTextLength)
      return `Caption ${i + 1} is longer than ${RECORDING_LIMITS.cueTextLength} characters.`;
    if (cue.end <= cue.start) return `Caption ${i + 1} must end after it starts.`;
    if (cue.start * 1000 >= durationMs) return `Caption ${i + 1} starts after the video ends.`;
  }
  return null;
}

/** The cues of stored captions: none for empty text or a bare "WEBVTT" header. */
export function readCaptions(source: string): Cue[] {
  const text = source.replace(/^\uFEFF/, '').trim();
  if (text === '' || /^WEBVTT[^\n]*$/.test(text)) return [];
  return parseWebVtt(source);
}

/** Whether a cover frame time lies within the source video. */
export const coverProblem = (coverMs: number, durationMs: number): string | null =>
  isWholeMs(coverMs) && coverMs <= durationMs
    ? null
    : `The cover frame must be within the video (0–${durationMs} ms).`;

/** The declared duration is close enough to the file's: within the tolerance, or 5 % when more. */
export function durationsAgree(declaredMs: number, fileMs: number): boolean {
  const tolerance = Math.max(RECORDING_LIMITS.durationToleranceMs, fileMs * 0.05);
  return Math.abs(declaredMs - fileMs) <= tolerance;
}
