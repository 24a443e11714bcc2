// Checks typed WebVTT captions line by line for the studio's review step, so the owner sees which
// line is wrong before publishing (the server checks the same text with kernel/media/webvtt.ts).
import { parseWebVtt } from '../../../../kernel/media/webvtt';

export { vttStamp } from '../../../../kernel/media/webvtt';

export type CaptionProblem =
  | { line: number; kind: 'header' }
  | { line: number; kind: 'timing' }
  | { line: number; kind: 'order' }
  | { line: number; kind: 'noText' }
  | { line: 0; kind: 'noCues' };

const STAMP = '(?:\\d{2,}:)?\\d{2}:\\d{2}\\.\\d{3}';
const TIMING = new RegExp(`^(${STAMP})\\s+-->\\s+(${STAMP})(\\s.*)?$`);

const seconds = (stamp: string) => stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/** The problems of `source` (empty when the captions are fine or there are none). Lines count from 1. */
export function captionProblems(source: string): CaptionProblem[] {
  if (source.trim() === '') return [];
  const lines = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const problems: CaptionProblem[] = [];
  if (!/^WEBVTT(\s|$)/.test(lines[0] ?? '')) problems.push({ line: 1, kind: 'header' });
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line.includes('-->')) continue;
    const match = TIMING.exec(line);
    if (!match) {
      problems.push({ line: i + 1, kind: 'timing' });
      continue;
    }
    if (seconds(match[2]!) <= seconds(match[1]!)) problems.push({ line: i + 1, kind: 'order' });
    if ((lines[i + 1] ?? '').trim() === '') problems.push({ line: i + 1, kind: 'noText' });
  }
  if (problems.length === 0) {
    try {
      parseWebVtt(source);
    } catch {
      problems.push({ line: 0, kind: 'noCues' });
    }
  }
  return problems;
}
