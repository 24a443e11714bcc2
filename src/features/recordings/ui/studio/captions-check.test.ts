import { describe, expect, it } from 'vitest';
import { captionProblems, vttStamp } from './captions-check';

describe('captionProblems', () => {
  it('accepts no captions and good captions', () => {
    expect(captionProblems('')).toEqual([]);
    expect(
      captionProblems('WEBVTT\n\n00:01.000 --> 00:03.500\nHello\n\n00:01:04.000 --> 00:01:05.000\nBye\n'),
    ).toEqual([]);
  });

  it('names the line of each problem', () => {
    expect(captionProblems('Hello\n\n00:01.000 --> 00:02.000\nHi')).toEqual([{ line: 1, kind: 'header' }]);
    expect(
      captionProblems(
        'WEBVTT\n\n0:01 --> 0:02\nHi\n\n00:05.000 --> 00:04.000\nBack\n\n00:06.000 --> 00:07.000\n',
      ),
    ).toEqual([
      { line: 3, kind: 'timing' },
      { line: 6, kind: 'order' },
      { line: 9, kind: 'noText' },
    ]);
    expect(captionProblems('WEBVTT\n\njust text')).toEqual([{ line: 0, kind: 'noCues' }]);
  });

  it('writes stamps', () => {
    expect(vttStamp(1_500)).toBe('00:01.500');
    expect(vttStamp(61_005)).toBe('01:01.005');
  });
});
