import { describe, expect, it } from 'vitest';
import { captionsProblem, readCaptions } from '../../rules';
import { addCueAt, cueAt, cueIssues, cuesToWebVtt } from './cue-list';

const cues = [
  { start: 0.5, end: 2, text: 'Hello' },
  { start: 2, end: 4.25, text: 'Second' },
];

describe('cue list', () => {
  it('writes WebVTT the server reads back to the same cues, and nothing for no cues', () => {
    const vtt = cuesToWebVtt(cues);
    expect(vtt).toBe('WEBVTT\n\n00:00.500 --> 00:02.000\nHello\n\n00:02.000 --> 00:04.250\nSecond\n');
    expect(readCaptions(vtt)).toEqual(cues);
    expect(captionsProblem(vtt, 10_000)).toBeNull();
    expect(cuesToWebVtt([])).toBe('');
  });

  it('finds the cue at a time (start included, end not)', () => {
    expect(cueAt(cues, 0.2)).toBe(-1);
    expect(cueAt(cues, 0.5)).toBe(0);
    expect(cueAt(cues, 1.99)).toBe(0);
    expect(cueAt(cues, 2)).toBe(1);
    expect(cueAt(cues, 4.25)).toBe(-1);
  });

  it('adds an empty cue at a time, in time order, up to the end of the recording', () => {
    expect(addCueAt(cues, 1.04, 10_000)).toEqual({
      cues: [cues[0], { start: 1, end: 3, text: '' }, cues[1]],
      index: 1,
    });
    expect(addCueAt(cues, 9.5, 10_000).cues.at(-1)).toEqual({ start: 9.5, end: 10, text: '' });
    expect(addCueAt([], 0, 10_000)).toEqual({ cues: [{ start: 0, end: 2, text: '' }], index: 0 });
  });

  it('names the cues that cannot be saved', () => {
    expect(cueIssues(cues, 10_000)).toEqual([]);
    expect(
      cueIssues(
        [
          { start: 1, end: 2, text: ' ' },
          { start: 3, end: 3, text: 'x' },
          { start: 11, end: 12, text: 'late' },
          { start: 1, end: 2, text: 'y'.repeat(501) },
        ],
        10_000,
      ),
    ).toEqual([
      { index: 0, kind: 'noText' },
      { index: 1, kind: 'order' },
      { index: 2, kind: 'outside' },
      { index: 3, kind: 'tooLong' },
    ]);
  });
});
