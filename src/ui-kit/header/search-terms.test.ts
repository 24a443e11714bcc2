import { describe, expect, it } from 'vitest';
import { hasSearchTerms, type SearchTerms, termsForSegment, toAuthorSegment } from './search-terms';

const TERMS: SearchTerms = {
  'sales-marketing': ['pitch deck'],
  teacher: ['lesson plan'],
  student: ['book report'],
  other: ['climate change'],
};

describe('termsForSegment', () => {
  it.each([
    ['sales-marketing', ['pitch deck']],
    ['teacher', ['lesson plan']],
    ['student', ['book report']],
    ['other', ['climate change']],
  ])('gives the %s segment its own terms', (segment, terms) => {
    expect(termsForSegment(TERMS, segment)).toEqual(terms);
  });

  it.each([['engineer'], ['Teacher'], [''], [null], [undefined], ['__proto__'], ['toString']])(
    'gives an unknown segment (%j) the other terms',
    (segment) => {
      expect(termsForSegment(TERMS, segment)).toEqual(['climate change']);
    },
  );

  it('falls back to the other terms when a known segment has none', () => {
    expect(termsForSegment({ teacher: [], other: ['climate change'] }, 'teacher')).toEqual([
      'climate change',
    ]);
    expect(termsForSegment({ other: ['climate change'] }, 'student')).toEqual(['climate change']);
  });

  it('ignores segments outside the four, even when the map has them', () => {
    const terms = { engineer: ['circuits'], other: ['climate change'] } as SearchTerms;
    expect(termsForSegment(terms, 'engineer')).toEqual(['climate change']);
  });

  it('gives nothing without terms', () => {
    expect(termsForSegment(undefined, 'teacher')).toEqual([]);
    expect(termsForSegment({ teacher: ['lesson plan'] }, 'student')).toEqual([]);
  });
});

describe('toAuthorSegment', () => {
  it('keeps the four segments and turns anything else into other', () => {
    expect(toAuthorSegment('student')).toBe('student');
    expect(toAuthorSegment('sales')).toBe('other');
  });
});

describe('hasSearchTerms', () => {
  it('is true only when some segment has a term', () => {
    expect(hasSearchTerms(undefined)).toBe(false);
    expect(hasSearchTerms({})).toBe(false);
    expect(hasSearchTerms({ teacher: [], other: [] })).toBe(false);
    expect(hasSearchTerms({ teacher: [], student: ['book report'] })).toBe(true);
  });
});
