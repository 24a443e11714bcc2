import { describe, expect, it } from 'vitest';
import { parseRange } from './http-range';

describe('parseRange', () => {
  it('reads a first-bytes range, an open range and a suffix', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ kind: 'part', start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ kind: 'part', start: 0, end: 999 });
  });
  it('clips an end past the file', () => {
    expect(parseRange('bytes=990-2000', 1000)).toEqual({ kind: 'part', start: 990, end: 999 });
  });
  it('refuses a start past the end, a backwards range, an empty suffix', () => {
    expect(parseRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=500-400', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-', 1000)).toEqual({ kind: 'unsatisfiable' });
  });
  it('serves the whole file for no range, several ranges or another unit', () => {
    expect(parseRange(undefined, 1000)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-1,5-6', 1000)).toEqual({ kind: 'whole' });
    expect(parseRange('items=0-1', 1000)).toEqual({ kind: 'whole' });
  });
});
