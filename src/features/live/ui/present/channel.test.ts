import { describe, expect, it } from 'vitest';
import {
  encodePresentMessage,
  PRESENT_PROTOCOL,
  parsePresentMessage,
  presentChannelName,
  StepEcho,
} from './channel';

describe('the presenter channel protocol', () => {
  it('names one channel per presentation', () => {
    expect(presentChannelName('abc123def456')).toBe('podium-present:abc123def456');
  });

  it('reads back what it encodes', () => {
    expect(parsePresentMessage(encodePresentMessage({ type: 'step', step: 3 }), 5)).toEqual({
      type: 'step',
      step: 3,
    });
    expect(parsePresentMessage(encodePresentMessage({ type: 'hello' }), 5)).toEqual({ type: 'hello' });
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'step'],
    ['an array', [PRESENT_PROTOCOL]],
    ['another protocol', { protocol: 'reveal', v: 1, type: 'step', step: 1 }],
    ['another version', { protocol: PRESENT_PROTOCOL, v: 2, type: 'step', step: 1 }],
    ['an unknown type', { protocol: PRESENT_PROTOCOL, v: 1, type: 'jump', step: 1 }],
    ['a step as text', { protocol: PRESENT_PROTOCOL, v: 1, type: 'step', step: '1' }],
    ['a fractional step', { protocol: PRESENT_PROTOCOL, v: 1, type: 'step', step: 1.5 }],
    ['a negative step', { protocol: PRESENT_PROTOCOL, v: 1, type: 'step', step: -1 }],
    ['a step past the end', { protocol: PRESENT_PROTOCOL, v: 1, type: 'step', step: 5 }],
    ['an infinite step', { protocol: PRESENT_PROTOCOL, v: 1, type: 'step', step: Number.POSITIVE_INFINITY }],
    ['a step without a number', { protocol: PRESENT_PROTOCOL, v: 1, type: 'step' }],
  ])('ignores %s', (_name, data) => {
    expect(parsePresentMessage(data, 5)).toBeNull();
  });

  it('keeps only the fields it knows', () => {
    const message = parsePresentMessage(
      { protocol: PRESENT_PROTOCOL, v: 1, type: 'step', step: 0, html: '<img src=x onerror=alert(1)>' },
      1,
    );
    expect(message).toEqual({ type: 'step', step: 0 });
  });
});

describe('StepEcho', () => {
  it('passes on a move made in this window', () => {
    const echo = new StepEcho();
    expect(echo.shown(2)).toBe(true);
  });

  it('does not send back the step it moved to for the other window, but sends the next own move', () => {
    const echo = new StepEcho();
    expect(echo.follow(4, 2)).toBe(true);
    expect(echo.shown(4)).toBe(false);
    expect(echo.shown(5)).toBe(true);
  });

  it('does not move to the step it already shows', () => {
    const echo = new StepEcho();
    expect(echo.follow(2, 2)).toBe(false);
    expect(echo.shown(2)).toBe(true);
  });
});
