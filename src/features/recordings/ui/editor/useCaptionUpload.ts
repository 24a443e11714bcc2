// A .vtt file uploaded to the caption editor: refused when too large or when a line is broken
// (captions-check.ts names it), otherwise read into cues that replace the ones being edited.
import { useState } from 'react';
import { RECORDING_LIMITS } from '../../../../kernel/limits';
import type { Cue } from '../../../../kernel/media/webvtt';
import { readCaptions } from '../../rules';
import { type CaptionProblem, captionProblems } from '../studio/captions-check';

export type CaptionUpload =
  | { state: 'none' }
  | { state: 'read'; name: string; count: number }
  | { state: 'tooLarge'; name: string }
  | { state: 'problems'; name: string; problems: CaptionProblem[] };

export function useCaptionUpload(onChange: (cues: Cue[]) => void) {
  const [upload, setUpload] = useState<CaptionUpload>({ state: 'none' });

  const read = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > RECORDING_LIMITS.captionsBytes) {
      setUpload({ state: 'tooLarge', name: file.name });
      return;
    }
    const text = await file.text();
    const problems = captionProblems(text);
    if (problems.length === 0 && text.trim() === '') problems.push({ line: 0, kind: 'noCues' });
    if (problems.length > 0) {
      setUpload({ state: 'problems', name: file.name, problems });
      return;
    }
    const read = readCaptions(text);
    setUpload({ state: 'read', name: file.name, count: read.length });
    onChange(read);
  };

  return { upload, read };
}
