// The recording editor's captions as a list of cues: edited line by line beside
// the video, saved as WebVTT. Times are seconds of the recording (source time), as kernel/media/webvtt.ts
// reads them, so trimming or cutting never moves a caption.
import { RECORDING_LIMITS } from '../../../../kernel/limits';
import { type Cue, writeWebVtt } from '../../../../kernel/media/webvtt';

/** A new cue lasts this long, or up to the recording's end. */
export const NEW_CUE_SECONDS = 2;

export type CueIssue = { index: number; kind: 'noText' | 'order' | 'outside' | 'tooLong' };

/** The cues as a WebVTT file ('' when there are none: no captions). */
export const cuesToWebVtt = writeWebVtt;

/** The cue showing at `seconds` (the last one started, when they overlap), or -1. */
export function cueAt(cues: Cue[], seconds: number): number {
  let found = -1;
  for (const [i, cue] of cues.entries()) if (cue.start <= seconds && seconds < cue.end) found = i;
  return found;
}

/** The cues in time order (by start, then end). */
export const sortCues = (cues: Cue[]): Cue[] => [...cues].sort((a, b) => a.start - b.start || a.end - b.end);

/** A new empty cue at `seconds`, placed in time order; its index is where it landed. */
export function addCueAt(cues: Cue[], seconds: number, durationMs: number): { cues: Cue[]; index: number } {
  const start = Math.max(0, Math.round(seconds * 10) / 10);
  const end = Math.min(durationMs / 1000, start + NEW_CUE_SECONDS);
  const cue: Cue = { start, end: end > start ? end : start + 0.1, text: '' };
  const index = cues.findIndex((other) => other.start > start);
  const at = index === -1 ? cues.length : index;
  return { cues: [...cues.slice(0, at), cue, ...cues.slice(at)], index: at };
}

/** What stops the cues from being saved, cue by cue (index from 0). */
export function cueIssues(cues: Cue[], durationMs: number): CueIssue[] {
  const issues: CueIssue[] = [];
  for (const [index, cue] of cues.entries()) {
    if (cue.text.trim() === '') issues.push({ index, kind: 'noText' });
    else if (cue.text.length > RECORDING_LIMITS.cueTextLength) issues.push({ index, kind: 'tooLong' });
    if (!(cue.end > cue.start)) issues.push({ index, kind: 'order' });
    if (!(cue.start >= 0) || cue.start * 1000 >= durationMs) issues.push({ index, kind: 'outside' });
  }
  return issues;
}
