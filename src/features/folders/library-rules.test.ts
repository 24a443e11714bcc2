import { describe, expect, it } from 'vitest';
import { insertAt, libraryImageTitle, librarySnippet, MEDIA_KEY_PATTERN, mediaPath } from './library-rules';

const key = `${'a'.repeat(64)}.webp`;

describe('librarySnippet', () => {
  it('writes a Markdown image line, or the quoted address in JSON', () => {
    expect(librarySnippet(mediaPath(key), 'markdown')).toBe(`![](/media/u/${key})`);
    expect(librarySnippet(mediaPath(key), 'json')).toBe(`"/media/u/${key}"`);
  });
});

describe('insertAt', () => {
  it('puts a Markdown image on a line of its own inside a line', () => {
    const { text, cursor } = insertAt('## Topic text', 8, 8, '![](x)', 'markdown');
    expect(text).toBe('## Topic\n\n![](x)\n\n text');
    expect(text.slice(0, cursor)).toBe('## Topic\n\n![](x)\n\n');
  });

  it('adds no breaks at a line’s start and end, and replaces the selection', () => {
    expect(insertAt('## A\n\n', 6, 6, '![](x)', 'markdown').text).toBe('## A\n\n![](x)');
    expect(insertAt('## A\nold\n', 5, 8, '![](x)', 'markdown').text).toBe('## A\n![](x)\n');
  });

  it('inserts JSON as it is, and keeps a cursor past the end inside the text', () => {
    expect(insertAt('{"image": }', 10, 10, '"x"', 'json').text).toBe('{"image": "x"}');
    expect(insertAt('ab', 99, 99, '"x"', 'json')).toEqual({ text: 'ab"x"', cursor: 5 });
  });
});

it('matches stored picture keys only', () => {
  const rule = new RegExp(MEDIA_KEY_PATTERN);
  expect(rule.test(key)).toBe(true);
  expect(rule.test('../etc/passwd')).toBe(false);
  expect(rule.test(`${'a'.repeat(64)}.svg`)).toBe(false);
});

describe('libraryImageTitle', () => {
  it('names a picture by the first deck showing it, else by the start of its key', () => {
    expect(libraryImageTitle({ key, usedIn: [{ title: 'Harbour' }, { title: 'Ferries' }] })).toBe('Harbour');
    expect(libraryImageTitle({ key, usedIn: [] })).toBe('aaaaaaaa');
  });
});
