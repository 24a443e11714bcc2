import { describe, expect, it } from 'vitest';
import {
  checkQuestion,
  clampStep,
  compareQuestions,
  isIdle,
  isJoinCode,
  isReaction,
  JOIN_CODE_ALPHABET,
  LIVE_LIMITS,
  mayAsk,
  moderate,
  moveStep,
  newJoinCode,
  normalizeJoinCode,
  sortQuestions,
  visibleToAudience,
  voteOutcome,
} from './rules';

const live = (over: Partial<{ state: 'live' | 'ended'; step: number; lastPresenterAt: Date }> = {}) => ({
  state: 'live' as const,
  step: 0,
  lastPresenterAt: new Date('2026-11-27T10:00:00Z'),
  ...over,
});

describe('join codes', () => {
  it('are six characters without look-alikes', () => {
    for (const c of ['0', 'o', '1', 'l', 'i']) expect(JOIN_CODE_ALPHABET).not.toContain(c);
    for (let i = 0; i < 200; i++) {
      const code = newJoinCode();
      expect(code).toHaveLength(LIVE_LIMITS.codeLength);
      expect(isJoinCode(code)).toBe(true);
    }
  });

  it('use every character of the alphabet without bias from the modulo', () => {
    // 256 % 31 = 8: bytes 248..255 would favour the first 8 characters; they are skipped.
    let calls = 0;
    const code = newJoinCode((size) => {
      calls++;
      return new Uint8Array(size).fill(calls === 1 ? 250 : 31 + 2);
    });
    expect(calls).toBe(2);
    expect(code).toBe('444444');
  });

  it('refuse what is not one, and read a typed code', () => {
    for (const bad of ['', 'abcde', 'abcdefg', 'ABCDEF', 'abcde0', 'abcdeo', 'abcdel', 'abc de'])
      expect(isJoinCode(bad)).toBe(false);
    expect(normalizeJoinCode(' K3X-9Q2 ')).toBe('k3x9q2');
    expect(normalizeJoinCode('k3x9q0')).toBeNull();
  });
});

describe('the session state machine', () => {
  it('moves the step only while live, clamped to the deck', () => {
    expect(moveStep(live(), 3, 10)).toEqual({ ok: true, step: 3 });
    expect(moveStep(live(), 99, 10)).toEqual({ ok: true, step: 9 });
    expect(moveStep(live(), -4, 10)).toEqual({ ok: true, step: 0 });
    expect(moveStep(live(), 2.7, 10)).toEqual({ ok: true, step: 2 });
    expect(moveStep(live({ state: 'ended' }), 3, 10)).toEqual({ ok: false, reason: 'ended' });
  });

  it('clamps anything to a step of the path', () => {
    expect(clampStep(Number.NaN, 5)).toBe(0);
    expect(clampStep(Number.POSITIVE_INFINITY, 5)).toBe(0);
    expect(clampStep(3, 0)).toBe(0);
    expect(clampStep(4, 5)).toBe(4);
  });

  it('is idle after presenterIdleMs without the presenter, never once ended', () => {
    const start = new Date('2026-11-27T10:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(isIdle(live(), at(LIVE_LIMITS.presenterIdleMs - 1))).toBe(false);
    expect(isIdle(live(), at(LIVE_LIMITS.presenterIdleMs))).toBe(true);
    expect(isIdle(live({ state: 'ended' }), at(LIVE_LIMITS.presenterIdleMs * 2))).toBe(false);
    expect(isIdle(live(), at(1000), 1000)).toBe(true);
  });
});

describe('questions', () => {
  it('are trimmed, bounded by code points, and never empty', () => {
    expect(checkQuestion('  Why?  ')).toEqual({ ok: true, text: 'Why?' });
    expect(checkQuestion('a\r\n\r\n\r\n\r\nb')).toEqual({ ok: true, text: 'a\n\nb' });
    expect(checkQuestion(' \n\t ')).toEqual({ ok: false, reason: 'empty' });
    expect(checkQuestion('x'.repeat(LIVE_LIMITS.questionLength))).toMatchObject({ ok: true });
    expect(checkQuestion('x'.repeat(LIVE_LIMITS.questionLength + 1))).toEqual({
      ok: false,
      reason: 'too_long',
    });
    // 280 emoji are 560 UTF-16 units but 280 characters.
    expect(checkQuestion('🎉'.repeat(LIVE_LIMITS.questionLength))).toMatchObject({ ok: true });
  });

  it('keep their text raw (the page escapes it)', () => {
    expect(checkQuestion('<script>alert(1)</script>')).toEqual({
      ok: true,
      text: '<script>alert(1)</script>',
    });
  });

  it('take one vote per viewer, none on a hidden question', () => {
    expect(voteOutcome({ state: 'open', voted: false })).toBe('counted');
    expect(voteOutcome({ state: 'answered', voted: false })).toBe('counted');
    expect(voteOutcome({ state: 'open', voted: true })).toBe('already');
    expect(voteOutcome({ state: 'hidden', voted: false })).toBe('refused');
  });

  it('are moderated into answered, hidden, or open again', () => {
    expect(moderate('answer')).toBe('answered');
    expect(moderate('hide')).toBe('hidden');
    expect(moderate('reopen')).toBe('open');
  });

  it('are listed by votes, then age, then id; hidden ones are not shown to the audience', () => {
    const q = (id: number, votes: number, createdAt: string, state = 'open' as const) => ({
      id,
      votes,
      createdAt,
      state,
    });
    const list = [
      q(1, 1, '2026-11-27T10:00:02Z'),
      q(2, 3, '2026-11-27T10:00:05Z'),
      q(3, 1, '2026-11-27T10:00:01Z'),
      q(4, 1, '2026-11-27T10:00:01Z'),
    ];
    expect(sortQuestions(list).map((x) => x.id)).toEqual([2, 3, 4, 1]);
    expect(compareQuestions(list[0]!, list[0]!)).toBe(0);
    expect(
      visibleToAudience([{ state: 'open' }, { state: 'hidden' }, { state: 'answered' }] as const),
    ).toHaveLength(2);
  });

  it('are capped per session', () => {
    expect(mayAsk(LIVE_LIMITS.questionsPerSession - 1)).toBe(true);
    expect(mayAsk(LIVE_LIMITS.questionsPerSession)).toBe(false);
  });
});

describe('reactions', () => {
  it('are one of the offered emoji only', () => {
    expect(isReaction('👍')).toBe(true);
    expect(isReaction('❤️')).toBe(true);
    for (const bad of ['❤', '💩', '', 'like', 1, null]) expect(isReaction(bad)).toBe(false);
  });
});
