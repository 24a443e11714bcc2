import { describe, expect, it } from 'vitest';
import {
  embedCode,
  embedDigits,
  embedNumber,
  embedReducer,
  INITIAL_EMBED_SIZE,
  responsiveEmbedCode,
} from './embed';

const origin = 'https://podium.example';

describe('embed size', () => {
  it('starts at 560 × 315', () => {
    expect(INITIAL_EMBED_SIZE).toEqual({ width: '560', height: '315' });
  });

  it('keeps digits only and at most 4 characters', () => {
    expect(embedDigits('12a3')).toBe('123');
    expect(embedDigits('12345')).toBe('1234');
    expect(embedDigits(' 7-0 0px')).toBe('700');
    expect(embedDigits('abc')).toBe('');
  });

  it('counts empty or non-numeric as 0', () => {
    expect(embedNumber('')).toBe(0);
    expect(embedNumber('px')).toBe(0);
    expect(embedNumber('0042')).toBe(42);
  });

  it('sets the width to height × 16/9, rounded, when the height changes', () => {
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'height', value: '360' })).toEqual({
      height: '360',
      width: '640',
    });
    // 100 × 16/9 = 177.78
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'height', value: '100' })).toEqual({
      height: '100',
      width: '178',
    });
  });

  it('sets the height to width / (16/9), rounded, when the width changes', () => {
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'width', value: '1280' })).toEqual({
      width: '1280',
      height: '720',
    });
    // 1000 × 9/16 = 562.5 → 563
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'width', value: '1000' })).toEqual({
      width: '1000',
      height: '563',
    });
  });

  it('strips non-digits and the fifth character before computing', () => {
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'width', value: '64x0' })).toEqual({
      width: '640',
      height: '360',
    });
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'height', value: '36000' })).toEqual({
      height: '3600',
      width: '6400',
    });
  });

  it.each(['', 'abc', '0', '000'])('empties both fields when a field becomes %j', (value) => {
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'width', value })).toEqual({ width: '', height: '' });
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'height', value })).toEqual({ width: '', height: '' });
  });
});

describe('embed code', () => {
  it('is an iframe of the given size that allows autoplay and full screen', () => {
    expect(embedCode(origin, 'abc123def456', { width: '560', height: '315' })).toBe(
      '<iframe src="https://podium.example/p/embed/abc123def456/" width="560" height="315" frameborder="0" allow="autoplay; fullscreen" allowfullscreen></iframe>',
    );
  });

  it('writes 0 for empty fields', () => {
    expect(embedCode(origin, 'x', { width: '', height: '' })).toContain('width="0" height="0"');
  });

  it('has a responsive form that keeps 16:9 at any width', () => {
    const code = responsiveEmbedCode(origin, 'abc123def456');
    expect(code).toContain('padding-bottom:56.25%');
    expect(code).toContain('src="https://podium.example/p/embed/abc123def456/"');
    expect(code).toContain('allow="autoplay; fullscreen" allowfullscreen');
  });
});
