// The synced playback of a recorded video, as pure functions of the video's
// current time and the recording: where the program is, which step the deck shows, whether the
// playhead must jump over a cut (or to the start), whether the program has ended, and which chapter
// a viewer's "previous"/"next" means. RecordingPlayer.tsx applies them to the <video> and the deck.
import type { Chapter, EditDecisionList, TimelineEntry } from '../features/recordings/rules';
import { programToSource, sourceToProgram, stepAtSource } from '../features/recordings/rules';

/** What the player needs of PlayerData.recording. */
export interface SyncRecording {
  edits: EditDecisionList;
  timeline: TimelineEntry[];
  chapters: Chapter[];
  programDurationMs: number;
}

/** currentTime is a float: a playhead this close to a boundary counts as on it (a seek may land just short). */
export const EDGE_MS = 1;

export type SyncAction =
  /** Play on: the source at this moment is in the program. */
  | { kind: 'play' }
  /** The playhead is before the start or inside a cut: seek the video to `sourceMs`. */
  | { kind: 'seek'; sourceMs: number }
  /** The program is over: stop and report the end. */
  | { kind: 'end' };

export interface SyncState {
  /** Where the viewer is in the edited program. */
  programMs: number;
  /** The deck's step at that moment. */
  step: number;
  /** The chapter playing (index into chapters; -1 when there are none). */
  chapter: number;
  action: SyncAction;
}

/** The chapter playing at a program time: the last one starting at or before it. */
export function chapterAt(chapters: readonly Chapter[], programMs: number): number {
  let found = chapters.length > 0 ? 0 : -1;
  for (const [i, chapter] of chapters.entries()) {
    if (chapter.atMs > programMs) break;
    found = i;
  }
  return found;
}

/** What to do with the video at source time `sourceMs`, and what the deck shows. */
export function syncAt(recording: SyncRecording, sourceMs: number): SyncState {
  const { edits, timeline, chapters } = recording;
  const programMs = sourceToProgram(edits, sourceMs);
  const state = (action: SyncAction): SyncState => {
    // The step the viewer sees: at a skipped moment, the one where the program resumes.
    const shown = action.kind === 'seek' ? action.sourceMs : sourceMs;
    const step = stepAtSource(timeline, Math.min(shown, edits.endMs));
    return { programMs, step, chapter: chapterAt(chapters, programMs), action };
  };
  if (sourceMs >= edits.endMs - EDGE_MS) return state({ kind: 'end' });
  if (sourceMs < edits.startMs - EDGE_MS) return state({ kind: 'seek', sourceMs: edits.startMs });
  const cut = [...edits.cuts]
    .sort((a, b) => a.fromMs - b.fromMs)
    .find((c) => sourceMs >= c.fromMs && sourceMs < c.toMs - EDGE_MS);
  if (cut) {
    // Cuts may touch: land after the last of a run of them.
    let to = cut.toMs;
    for (const next of [...edits.cuts].sort((a, b) => a.fromMs - b.fromMs)) {
      if (next.fromMs <= to && next.toMs > to) to = next.toMs;
    }
    return to >= edits.endMs - EDGE_MS ? state({ kind: 'end' }) : state({ kind: 'seek', sourceMs: to });
  }
  return state({ kind: 'play' });
}

/** The source moment to seek the video to for a program time (clamped to the program). */
export const sourceFor = (edits: EditDecisionList, programMs: number): number =>
  programToSource(edits, Math.max(0, programMs));

/** How far back into a chapter "previous" still means its own start rather than the one before. */
export const RESTART_CHAPTER_MS = 2000;

/**
 * The program time a viewer's "previous" or "next" chapter means at `programMs`: previous goes to
 * the start of the playing chapter, or of the one before when just past that start; next to the next
 * chapter's start, or null on the last one.
 */
export function neighbourChapter(
  chapters: readonly Chapter[],
  programMs: number,
  direction: 'previous' | 'next',
): number | null {
  const current = chapterAt(chapters, programMs);
  if (current < 0) return direction === 'previous' ? 0 : null;
  if (direction === 'next') return chapters[current + 1]?.atMs ?? null;
  const start = chapters[current]!.atMs;
  if (programMs - start > RESTART_CHAPTER_MS || current === 0) return start;
  return chapters[current - 1]!.atMs;
}

/**
 * The program time a request for deck step `step` means (a click on a frame, a #step link): the
 * first chapter of that step from the playing one on, else the first of it at all; null when the
 * program never shows the step.
 */
export function chapterOfStep(chapters: readonly Chapter[], step: number, programMs: number): number | null {
  const current = Math.max(0, chapterAt(chapters, programMs));
  const later = chapters.find((c, i) => i >= current && c.step === step);
  return (later ?? chapters.find((c) => c.step === step))?.atMs ?? null;
}

/** "m:ss" (or "h:mm:ss") of a time in ms, for the seek bar. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
