import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import { checkTags, hashtagOf, hashtagsOf, normalizeTag, splitTags } from './tags';

describe('tags', () => {
  it('normalises what people type', () => {
    expect(normalizeTag('  Design Ops ')).toBe('design-ops');
    expect(normalizeTag('#UX')).toBe('ux');
    expect(normalizeTag('data__science--2')).toBe('data-science-2');
    expect(normalizeTag('Économie')).toBe('économie');
    expect(normalizeTag('デザイン')).toBe('デザイン');
  });

  it('drops blanks and duplicates, keeping the first spelling’s order', () => {
    expect(checkTags(['UX', 'design', ' ux ', '', 'Design'])).toEqual({
      tags: ['ux', 'design'],
      problems: [],
    });
  });

  it('names tags it cannot use and too many tags', () => {
    expect(checkTags(['!!!']).problems).toEqual(['The tag "!!!" has no letters or digits.']);
    expect(checkTags(['a'.repeat(LIMITS.tagLength + 1)]).problems[0]).toContain('longer than');
    const many = Array.from({ length: LIMITS.tagsPerPresentation + 1 }, (_, i) => `t${i}`);
    expect(checkTags(many).problems).toEqual([
      `A presentation can have at most ${LIMITS.tagsPerPresentation} tags.`,
    ]);
  });

  it('splits the comma-separated field', () => {
    expect(splitTags('design, ux research,, ')).toEqual(['design', 'ux research']);
  });

  it('turns a tag into a hashtag of letters, digits and underscores, in camel case', () => {
    expect(hashtagOf('web-performance')).toBe('webPerformance');
    expect(hashtagOf('#Design Ops')).toBe('DesignOps');
    expect(hashtagOf('##ux')).toBe('ux');
    expect(hashtagOf('data_science-2')).toBe('data_science2');
    expect(hashtagOf('économie-sociale')).toBe('économieSociale');
    expect(hashtagOf('デザイン')).toBe('デザイン');
  });

  it('gives no hashtag for a tag without a letter', () => {
    expect(hashtagOf('2024')).toBe('');
    expect(hashtagOf('--')).toBe('');
    expect(hashtagOf('')).toBe('');
  });

  it('drops empty and repeated hashtags, keeping the first spelling', () => {
    expect(hashtagsOf(['web-performance', 'WebPerformance', '#web performance', '2024', '', 'ux'])).toEqual([
      'webPerformance',
      'ux',
    ]);
  });
});
