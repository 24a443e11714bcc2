import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, isCompleted, seconds, stepFigures, visitFigures } from './visits-rules';

describe('visit figures', () => {
  it('gives completion and average time, none without visits', () => {
    expect(visitFigures({ visits: 4, completed: 1, totalMs: 10_000 })).toEqual({
      completionRate: 0.25,
      avgMs: 2500,
    });
    expect(visitFigures({ visits: 0, completed: 0, totalMs: 0 })).toEqual({ completionRate: 0, avgMs: null });
    expect(visitFigures({ visits: 1, completed: 3, totalMs: 1 }).completionRate).toBe(1);
  });

  it('lists every step of the deck, unreached ones with 0 and no time, none past its end', () => {
    expect(
      stepFigures(
        [
          { step: 0, reached: 2, ms: 3000 },
          { step: 2, reached: 1, ms: 500 },
          { step: 7, reached: 1, ms: 9 },
        ],
        3,
      ),
    ).toEqual([
      { step: 0, reached: 2, avgMs: 1500 },
      { step: 1, reached: 0, avgMs: null },
      { step: 2, reached: 1, avgMs: 500 },
    ]);
    expect(stepFigures([], 0)).toEqual([]);
  });

  it('is complete at the last step only', () => {
    expect(isCompleted(2, 3)).toBe(true);
    expect(isCompleted(1, 3)).toBe(false);
    expect(isCompleted(-1, 0)).toBe(false);
  });

  it('writes seconds with one decimal', () => {
    expect(seconds(12_345)).toBe(12.3);
    expect(seconds(0)).toBe(0);
  });
});

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(3.5)).toBe('3.5');
    expect(csvCell(true)).toBe('yes');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell(-2)).toBe('-2');
  });

  it('ends a record with CRLF', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });
});
