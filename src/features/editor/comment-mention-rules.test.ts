// What counts as a mention: names after `@`, once each, bounded, never an e-mail address.
import { describe, expect, it } from 'vitest';
import { mentionAtCaret, mentionedUsernames } from './comment-mention-rules';

describe('mentionedUsernames', () => {
  it('finds usernames after @ at the start, after spaces and punctuation, in lower case', () => {
    expect(mentionedUsernames('@Cora could you check? (cc @amara.o, @ed_1)', 10)).toEqual([
      'cora',
      'amara.o',
      'ed_1',
    ]);
  });

  it('leaves a sentence’s full stop out of the name and counts each person once', () => {
    expect(mentionedUsernames('Thanks @cora. @CORA agrees, and so does @cora…', 10)).toEqual(['cora']);
  });

  it('never reads an e-mail address or a lone @ as a mention', () => {
    expect(mentionedUsernames('Write to ana@example.org or @ or @@x or @.', 10)).toEqual([]);
  });

  it('counts only the first `max` distinct people', () => {
    const body = Array.from({ length: 15 }, (_, i) => `@user${i}`).join(' ');
    expect(mentionedUsernames(body, 10)).toEqual(Array.from({ length: 10 }, (_, i) => `user${i}`));
  });
});

describe('mentionAtCaret', () => {
  it('gives the name being typed and where its @ is', () => {
    expect(mentionAtCaret('Ask @Co', 7)).toEqual({ start: 4, query: 'co' });
    expect(mentionAtCaret('@', 1)).toEqual({ start: 0, query: '' });
  });

  it('is null outside a mention or inside an e-mail address', () => {
    expect(mentionAtCaret('Ask @cora now', 13)).toBeNull();
    expect(mentionAtCaret('ana@exa', 7)).toBeNull();
  });
});
