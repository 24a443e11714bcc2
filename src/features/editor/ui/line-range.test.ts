import { describe, expect, it } from 'vitest';
import { lineRange } from './line-range';

const pick = (text: string, line: number) => {
  const { start, end } = lineRange(text, line);
  return text.replace(/\r\n?/g, '\n').slice(start, end);
};

describe('lineRange', () => {
  it('finds a line of a source with \\n line ends', () => {
    expect(pick('# One\n\n## A\n\n# Two\n', 5)).toBe('# Two');
    expect(lineRange('# One\n\n## A\n\n# Two\n', 1)).toEqual({ start: 0, end: 5 });
  });

  it('counts \\r\\n as the one \\n a text area shows (a source published by a form)', () => {
    expect(lineRange('# One\r\n\r\n## A\r\n\r\n# Two\r\n', 5)).toEqual({ start: 13, end: 18 });
    expect(pick('# One\r\n\r\n## A\r\n\r\n# Two\r\n', 3)).toBe('## A');
  });

  it('stops at the last line when asked for one past it', () => {
    expect(pick('a\nb', 9)).toBe('b');
  });
});
