import { describe, expect, it } from 'vitest';
import { buildClassic, buildDeck, buildFrame, buildTopic } from '../../../test/helpers/documents';
import { glyphWidth } from '../text-width';
import {
  contentVersion,
  renderThumbnailSvg,
  type ThumbnailInput,
  thumbnailInputOf,
  wrapTitle,
} from './thumbnail';

const input = (overrides: Partial<ThumbnailInput> = {}): ThumbnailInput => ({
  title: 'A deck',
  theme: 'ocean',
  topicCount: 3,
  kind: 'deck',
  ...overrides,
});

const circles = (svg: string) => svg.match(/<circle /g)?.length ?? 0;

describe('wrapTitle', () => {
  it('keeps a short title on one line', () => {
    expect(wrapTitle('Short title', 22, 3)).toEqual(['Short title']);
  });

  it('wraps greedily at word boundaries without passing the width', () => {
    expect(wrapTitle('The quick brown fox', 10, 3)).toEqual(['The quick', 'brown fox']);
  });

  it('collapses runs of whitespace', () => {
    expect(wrapTitle('  The   quick \n brown  ', 22, 3)).toEqual(['The quick brown']);
  });

  it('stops at the maximum number of lines and ends the last one with an ellipsis', () => {
    expect(wrapTitle('The quick brown fox jumps over the lazy dog', 10, 3)).toEqual([
      'The quick',
      'brown fox',
      'jumps ove…',
    ]);
    expect(wrapTitle('one two three four', 5, 2)).toEqual(['one', 'two…']);
  });

  it('cuts a word longer than the width with an ellipsis', () => {
    expect(wrapTitle('Supercalifragilistic', 10, 3)).toEqual(['Supercali…']);
  });

  it('breaks CJK titles between characters, counting each a full em', () => {
    const lines = wrapTitle('日本語のプレゼンテーションへようこそ', 22, 3);
    expect(lines).toEqual(['日本語のプレゼンテーショ', 'ンへようこそ']);
    expect(wrapTitle('データ分析 for Engineers', 22, 3)).toEqual(['データ分析 for', 'Engineers']);
  });

  it('ends a cut CJK title with an ellipsis within the width', () => {
    const lines = wrapTitle('日本語'.repeat(20), 22, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith('…')).toBe(true);
    expect(lines.every((line) => glyphWidth(line) <= 22)).toBe(true);
  });

  it('returns no lines for an empty title', () => {
    expect(wrapTitle('', 10, 3)).toEqual([]);
  });
});

describe('renderThumbnailSvg', () => {
  it('is a 640×360 SVG labelled with the title', () => {
    const svg = renderThumbnailSvg(input({ title: 'Quarterly review' }));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"')).toBe(true);
    expect(svg).toContain('aria-label="Quarterly review"');
    expect(svg).toContain('>Quarterly review</tspan>');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('escapes markup characters in the title', () => {
    const svg = renderThumbnailSvg(input({ title: `<b> & "c" it's` }));
    expect(svg).toContain('aria-label="&lt;b&gt; &amp; &quot;c&quot; it&apos;s"');
    expect(svg).toContain('>&lt;b&gt; &amp; &quot;c&quot; it&apos;s</tspan>');
    expect(svg).not.toContain('<b>');
  });

  it("fills the background with the theme's background colour", () => {
    expect(renderThumbnailSvg(input({ theme: 'sand' }))).toContain(
      '<rect width="640" height="360" fill="#f6efe3"/>',
    );
    expect(renderThumbnailSvg(input({ theme: 'forest' }))).toContain(
      '<rect width="640" height="360" fill="#1b2d1f"/>',
    );
  });

  it('falls back to the ocean theme for an unknown theme name', () => {
    expect(renderThumbnailSvg(input({ theme: 'neon' }))).toContain(
      '<rect width="640" height="360" fill="#0b2545"/>',
    );
  });

  it('draws one circle per topic, coloured round-robin from the palette', () => {
    const svg = renderThumbnailSvg(input({ theme: 'sand', topicCount: 6 }));
    expect(circles(svg)).toBe(6);
    const fills = [...svg.matchAll(/<circle [^>]*fill="(#[0-9a-f]+)"/g)].map((m) => m[1]);
    expect(fills).toEqual(['#c8553d', '#588b8b', '#f28f3b', '#2f4858', '#93a29b', '#c8553d']);
  });

  it('draws at most 12 circles and at least one', () => {
    expect(circles(renderThumbnailSvg(input({ topicCount: 40 })))).toBe(12);
    expect(circles(renderThumbnailSvg(input({ topicCount: 12 })))).toBe(12);
    expect(circles(renderThumbnailSvg(input({ topicCount: 0 })))).toBe(1);
  });

  it('adds the play glyph only for a video', () => {
    const deck = renderThumbnailSvg(input({ topicCount: 3, kind: 'deck' }));
    const video = renderThumbnailSvg(input({ topicCount: 3, kind: 'video' }));
    expect(deck).not.toContain('<path');
    expect(circles(deck)).toBe(3);
    expect(video).toContain('<circle cx="592" cy="312" r="26" fill="#5fd3f3"/>');
    expect(video).toContain('<path d="M583 298v28l24-14z" fill="#0b2545"/>');
    expect(circles(video)).toBe(4);
  });

  it('writes one line of text per wrapped title line', () => {
    const svg = renderThumbnailSvg(input({ title: 'A title long enough to need two lines' }));
    expect([...svg.matchAll(/<tspan [^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1])).toEqual([
      'A title long enough to',
      'need two lines',
    ]);
  });
});

describe('thumbnailInputOf', () => {
  it('counts the top-level topics of a deck', () => {
    const deck = buildDeck({
      title: 'Deck',
      theme: 'berry',
      topics: [buildTopic({ id: 'a', topics: [buildTopic({ id: 'a1' })] }), buildTopic({ id: 'b' })],
    });
    expect(thumbnailInputOf(deck)).toEqual({ title: 'Deck', theme: 'berry', topicCount: 2, kind: 'deck' });
  });

  it('counts the frames of a classic document other than the overview', () => {
    const classic = buildClassic({
      frames: [buildFrame({ id: 'overview' }), buildFrame({ id: 'a' }), buildFrame({ id: 'b' })],
      path: ['overview', 'a', 'b'],
    });
    expect(thumbnailInputOf(classic, 'video').topicCount).toBe(2);
    expect(thumbnailInputOf(classic, 'video').kind).toBe('video');
  });
});

describe('contentVersion', () => {
  it('is the same for the same text', () => {
    const svg = renderThumbnailSvg(input());
    expect(contentVersion(svg)).toBe(contentVersion(renderThumbnailSvg(input())));
  });

  it('differs when the text differs', () => {
    expect(contentVersion('abc')).not.toBe(contentVersion('abd'));
    expect(contentVersion(renderThumbnailSvg(input({ title: 'One' })))).not.toBe(
      contentVersion(renderThumbnailSvg(input({ title: 'Two' }))),
    );
  });

  it('is a short base-36 key', () => {
    expect(contentVersion('abc')).toBe('7aigaz');
    expect(contentVersion('')).toBe((0x811c9dc5).toString(36));
    expect(contentVersion(renderThumbnailSvg(input()))).toMatch(/^[0-9a-z]{1,7}$/);
  });
});
