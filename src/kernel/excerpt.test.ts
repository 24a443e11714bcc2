import { describe, expect, it } from 'vitest';
import { MATCH_END as E, excerpt, MATCH_START as S } from './excerpt';

describe('excerpt', () => {
  it('marks words that start with a searched word, around the first match', () => {
    const text = 'One two three four five six seven eight nine ten eleven twelve pricing thirteen Pricing.';
    expect(excerpt(text, 'pric', 6)).toBe(`…eleven twelve ${S}pricing${E} thirteen ${S}Pricing.${E}`);
    expect(excerpt('a b c d e f g h', 'c', 3)).toBe(`…b ${S}c${E} d…`);
  });

  it('starts at the beginning without a match, and is empty for no text', () => {
    expect(excerpt('alpha beta gamma', 'zeta', 2)).toBe('alpha beta…');
    expect(excerpt('', 'x')).toBe('');
  });
});
