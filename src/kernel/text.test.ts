import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './text';

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Tidy data', true],
    ['an emoji (a surrogate pair)', 'Ship it \u{1F680}', true],
    ['accents and CJK', 'Café 東京', true],
    ['a NUL', 'a\u0000b', false],
    ['a lone high surrogate', 'a\ud800b', false],
    ['a lone low surrogate', '\udc00', false],
    ['swapped surrogates', '\ude00\ud83d', false],
  ])('%s → %s', (_, text, ok) => {
    expect(isStorableText(text)).toBe(ok);
  });
});

describe('findUnstorableText', () => {
  it('finds a bad string anywhere in a parsed body, keys included', () => {
    expect(findUnstorableText({ title: 'ok', tags: ['a', 'b\u0000'] })).toBe('b\u0000');
    expect(findUnstorableText([{ body: { name: 'x\ud800' } }])).toBe('x\ud800');
    expect(findUnstorableText({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findUnstorableText({ n: 1, ok: true, none: null, list: ['fine'] })).toBeUndefined();
    expect(findUnstorableText(undefined)).toBeUndefined();
  });
});
