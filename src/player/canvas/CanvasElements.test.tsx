// @vitest-environment jsdom
// A canvas deck drawn by the player: every kind of element as real, accessible markup, its colours
// from the deck's theme, and only what sits near the camera in the DOM.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCanvasDeck } from '../../../test/helpers/canvas-documents';
import { renderWithI18n } from '../../../test/helpers/render';
import { layoutDocument } from '../../kernel/document/layout';
import { THEMES, type Theme } from '../../kernel/document/themes';
import Player from '../index';
import { buildPlayerData } from '../testing';
import { CanvasElements } from './CanvasWorld';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const layout = layoutDocument(buildCanvasDeck());

function draw(theme: Theme = THEMES.ocean, broken: ReadonlySet<string> = new Set()) {
  const { container } = renderWithI18n(
    <div>
      <CanvasElements
        elements={layout.elements!}
        theme={theme}
        currentFrame="intro"
        broken={broken}
        onImageError={() => undefined}
      />
    </div>,
  );
  const item = (id: string) => container.querySelector<HTMLElement>(`[data-element-id="${id}"]`)!;
  return { container, item };
}

describe('a canvas deck’s elements', () => {
  it('draws rich text as text: headings, marks, sizes, fonts and colours', () => {
    const { item } = draw();
    const text = item('text');
    expect(text.querySelector('h2')!.textContent).toBe('Birds of the estuary');
    expect(text.querySelector('strong')!.textContent).toBe('Counted ');
    expect(text.querySelector('em')!.textContent).toBe('estuary');
    expect(text.querySelector('u')!.textContent).toBe('weekly');
    expect(text.querySelector('s')!.textContent).toBe(' by ');
    // theme:accent resolved from the theme; a hex as written.
    expect(text.querySelector('em')!.parentElement!.style.color).toBe('rgb(95, 211, 243)');
    const mono = screen.getByText('in mono');
    expect(mono.style.color).toBe('rgb(255, 0, 0)');
    expect(mono.style.fontFamily).toContain('monospace');
    // Laid out with its main size (20 world units) at 16 px: 30 world units are 24 px.
    expect(mono.style.fontSize).toBe('24px');
    expect(text.querySelector<HTMLElement>('p')!.style.textAlign).toBe('center');
  });

  it('opens links in a new tab without handing over the page, and drops links of other schemes', () => {
    const { item } = draw();
    const link = screen.getByRole('link', { name: 'volunteers' });
    expect(link.getAttribute('href')).toBe('https://example.org/count');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(item('text').querySelectorAll('a')).toHaveLength(1);
  });

  it('gathers bullet and numbered paragraphs into lists with their levels', () => {
    const { item } = draw();
    const bullets = item('text').querySelector('ul')!;
    expect([...bullets.querySelectorAll('li')].map((li) => [li.textContent, li.dataset.level])).toEqual([
      ['Herons', '0'],
      ['Grey heron', '1'],
    ]);
    const numbers = item('text').querySelector('ol')!;
    expect([...numbers.querySelectorAll('li')].map((li) => li.getAttribute('value'))).toEqual(['1', '2']);
  });

  it('describes pictures by their alt text, and decorative ones as nothing', () => {
    draw();
    const heron = screen.getByRole('img', { name: 'A grey heron' });
    expect(heron.getAttribute('src')).toBe('/media/heron.png');
    expect(heron.style.opacity).toBe('0.5');
    // Cropped 10% off each side: drawn 125% wide, shifted left by an eighth.
    expect(heron.style.width).toBe('125%');
    expect(heron.style.left).toBe('-12.5%');
    const rule = document.querySelector('[data-element-id="line"] img')!;
    expect(rule.getAttribute('alt')).toBe('');
  });

  it('shows a placeholder for a picture that cannot be loaded', () => {
    const { item } = draw(THEMES.ocean, new Set(['media/heron.png']));
    expect(item('heron').textContent).toContain('Image unavailable');
    expect(item('heron').querySelector('img')).toBeNull();
  });

  it('draws shapes as SVG in the theme’s colours, lines corner to corner as flipped', () => {
    const { item } = draw(THEMES.slate);
    const rounded = item('box').querySelector('rect')!;
    expect(rounded.getAttribute('fill')).toBe(THEMES.slate.accent);
    expect(rounded.getAttribute('stroke-dasharray')).toBe('12 8');
    expect(Number(rounded.getAttribute('rx'))).toBeGreaterThan(0);
    expect(item('box').textContent).toBe('Nest');
    expect(item('oval').querySelector('ellipse')!.getAttribute('fill')).toBe('#00ff00');
    // Neither fill nor stroke: the accent, rather than nothing.
    expect(item('tri').querySelector('polygon')!.getAttribute('fill')).toBe(THEMES.slate.accent);
    const line = item('arrow').querySelector('line')!;
    // flipH: from the top-right corner to the bottom-left one, where the head is.
    expect(line.getAttribute('x1')).toBe('200');
    expect(line.getAttribute('y1')).toBe('0');
    expect(item('arrow').querySelector('[data-arrow="end"]')!.getAttribute('points')).toMatch(/^0,100 /);
    expect(line.getAttribute('stroke')).toBe(THEMES.slate.text);
  });

  it('joins a connector’s elements edge to edge, with its arrow head', () => {
    const { item } = draw();
    const line = item('link').querySelector('line')!;
    expect(line.getAttribute('x1')).toBe('400');
    expect(line.getAttribute('stroke')).toBe(THEMES.ocean.palette[1]);
    expect(item('link').querySelector('[data-arrow="end"]')).not.toBeNull();
    expect(item('link').querySelector('[data-arrow="start"]')).toBeNull();
  });

  it('draws a table with its header row as column headers', () => {
    draw();
    const table = screen.getByRole('table');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Bird', 'Count']);
    expect(screen.getAllByRole('cell').map((td) => td.textContent)).toEqual(['Heron', '12']);
    expect(table.querySelectorAll('col')[0]!.style.width).toBe('60%');
  });

  it('plays an uploaded video in place and links a recording to its page', () => {
    const { item } = draw();
    const video = item('clip').querySelector('video')!;
    expect(video.getAttribute('src')).toBe('/media/clip.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('aria-label')).toBe('Heron fishing');
    const talk = screen.getByRole('link', { name: /The count explained/ });
    expect(talk.getAttribute('href')).toBe('/p/abcdefabcdef/');
    expect(talk.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('draws frames by shape, the current one marked, and places every box by a transform alone', () => {
    const { item } = draw();
    expect(item('intro').className).toContain('podium-canvas-frame--rectangle');
    expect(item('intro').getAttribute('aria-current')).toBe('step');
    expect(item('deep').className).toContain('podium-canvas-frame--circle');
    expect(item('data').className).toContain('podium-canvas-frame--bracket');
    expect(item('ghost').className).toContain('podium-canvas-frame--invisible');
    expect(item('heron').dataset.inFrame).toBe('intro');
    // A 16-wide frame is 960 design pixels, scaled down by the transform, never by its layout.
    expect(item('deep').style.width).toBe('960px');
    expect(item('deep').style.left).toBe('');
    expect(item('deep').style.transform).toContain(`scale(${16 / 960})`);
  });

  it('draws in the brand kit’s colours when the deck’s theme is the brand', () => {
    const brand: Theme = { ...THEMES.ocean, name: 'brand', accent: '#123456' };
    const { item } = draw(brand);
    expect(item('box').querySelector('rect')!.getAttribute('fill')).toBe('#123456');
  });
});

describe('the player with a canvas deck', () => {
  it('mounts the elements of the frames near the current step only', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } })),
    );
    const document = buildCanvasDeck();
    await act(async () => {
      renderWithI18n(<Player data={buildPlayerData({ document, schemaVersion: '3' })} />);
    });
    const drawn = () =>
      [...window.document.querySelectorAll('[data-element-id]')].map((e) =>
        e.getAttribute('data-element-id'),
      );
    expect(drawn()).toEqual(expect.arrayContaining(['intro', 'text', 'heron', 'tiny']));
    expect(drawn()).not.toContain('counts');
    expect(drawn()).not.toContain('far');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Birds of the estuary');
  });
});
