import { describe, expect, it } from 'vitest';
import {
  EMBED_MAX_SIZE,
  embedCode,
  embedDigits,
  embedField,
  embedNumber,
  embedReducer,
  INITIAL_EMBED_SIZE,
  responsiveEmbedCode,
} from './embed';

const target = { origin: 'https://podium.example', id: 'abc123def456', title: 'Designing for trust' };
const size = (width: number, height: number, clamped = false) => ({ width, height, clamped });

describe('embed size', () => {
  it('starts at 560 × 315', () => {
    expect(INITIAL_EMBED_SIZE).toEqual(size(560, 315));
  });

  it('keeps digits only and at most 4 characters', () => {
    expect(embedDigits('12a3')).toBe('123');
    expect(embedDigits('12345')).toBe('1234');
    expect(embedDigits(' 7-0 0px')).toBe('700');
    expect(embedDigits('abc')).toBe('');
  });

  it('counts empty or non-numeric as 0, and shows 0 as an empty field', () => {
    expect(embedNumber('')).toBe(0);
    expect(embedNumber('px')).toBe(0);
    expect(embedNumber('0042')).toBe(42);
    expect(embedField(0)).toBe('');
    expect(embedField(315)).toBe('315');
  });

  it('sets the width to height × 16/9, rounded, when the height changes', () => {
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'height', value: '360' })).toEqual(size(640, 360));
    // 100 × 16/9 = 177.78
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'height', value: '100' })).toEqual(size(178, 100));
  });

  it('sets the height to width / (16/9), rounded, when the width changes', () => {
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'width', value: '1280' })).toEqual(size(1280, 720));
    // 1000 × 9/16 = 562.5 → 563
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'width', value: '1000' })).toEqual(size(1000, 563));
  });

  it('strips non-digits and the fifth character before computing', () => {
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'width', value: '64x0' })).toEqual(size(640, 360));
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'height', value: '36000' })).toEqual(size(6400, 3600));
  });

  it('stops a height whose width would need 5 digits at the largest 16:9 size that fits', () => {
    expect(EMBED_MAX_SIZE).toEqual({ width: 9999, height: 5624 });
    // 9999 × 16/9 = 17776: both sides stop at 4 digits, still 16:9 (5624 × 16/9 = 9998.2).
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'height', value: '9999' })).toEqual(
      size(9998, 5624, true),
    );
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'height', value: '5625' })).toEqual(
      size(9998, 5624, true),
    );
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'height', value: '5624' })).toEqual(size(9998, 5624));
  });

  it('takes any 4-digit width: its height always fits', () => {
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'width', value: '9999' })).toEqual(size(9999, 5624));
  });

  it('keeps every size it gives within 4 digits a side and at 16:9', () => {
    const wrong: string[] = [];
    for (const side of ['height', 'width'] as const) {
      for (let value = 1; value <= 9999; value += 1) {
        const { width, height } = embedReducer(INITIAL_EMBED_SIZE, { type: side, value: String(value) });
        const follows =
          side === 'height'
            ? width === Math.round((height * 16) / 9)
            : height === Math.round((width * 9) / 16);
        if (width > 9999 || height > 9999 || !follows) wrong.push(`${side} ${value} → ${width} × ${height}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(['', 'abc', '0', '000'])('empties both fields when a field becomes %j', (value) => {
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'width', value })).toEqual(size(0, 0));
    expect(embedReducer(INITIAL_EMBED_SIZE, { type: 'height', value })).toEqual(size(0, 0));
  });
});

describe('embed code', () => {
  it('is a titled iframe of the given size that allows autoplay and full screen', () => {
    expect(embedCode(target, size(560, 315))).toBe(
      '<iframe src="https://podium.example/p/embed/abc123def456/" title="Designing for trust" width="560" height="315" frameborder="0" allow="autoplay; fullscreen" allowfullscreen></iframe>',
    );
  });

  it('writes 0 for empty fields', () => {
    expect(embedCode(target, size(0, 0))).toContain('width="0" height="0"');
  });

  it('escapes the title, so no title can end the attribute or open a tag', () => {
    const title = `"><script>alert('x')</script> & <b>`;
    const escaped = 'title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &lt;b&gt;"';
    expect(embedCode({ ...target, title }, size(560, 315))).toContain(escaped);
    expect(responsiveEmbedCode({ ...target, title })).toContain(escaped);
  });

  it('has a responsive form: a 16:9 box filling its container, the frame filling the box', () => {
    expect(responsiveEmbedCode(target)).toBe(
      '<div style="position:relative;padding-top:56.25%">' +
        '<iframe src="https://podium.example/p/embed/abc123def456/" title="Designing for trust" style="position:absolute;inset:0;width:100%;height:100%;border:0" frameborder="0" allow="autoplay; fullscreen" allowfullscreen></iframe>' +
        '</div>',
    );
  });
});
