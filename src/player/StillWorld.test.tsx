// @vitest-environment jsdom
// A still's world: the frames large enough to read drawn in full, the others as their shapes.
import { describe, expect, it } from 'vitest';
import { buildDeck, buildTopic } from '../../test/helpers/documents';
import { renderWithI18n } from '../../test/helpers/render';
import { layoutDocument } from '../kernel/document/layout';
import { THEMES } from '../kernel/document/themes';
import { StillWorld } from './StillWorld';

const deck = layoutDocument(
  buildDeck({ topics: [buildTopic({ id: 'why', title: 'Why' }), buildTopic({ id: 'how', title: 'How' })] }),
);
const frame = (id: string) => deck.frames.find((f) => f.id === id)!;

describe('a still picture of a step', () => {
  it('draws the readable frames in full and the small ones as shapes, the current one marked', () => {
    const { container } = renderWithI18n(
      <StillWorld
        frames={[
          { frame: frame('why'), outline: false },
          { frame: frame('how'), outline: true },
        ]}
        theme={THEMES.ocean}
        current="why"
      />,
    );
    const world = container.querySelector('.podium-player__world')!;
    const full = [...world.querySelectorAll('.podium-frame')];
    expect(full).toHaveLength(1);
    expect(full[0]!.textContent).toContain('Why');
    expect(full[0]!.textContent).not.toContain('How');
    expect(full[0]!.getAttribute('aria-current')).toBe('step');
    const shapes = world.querySelectorAll('.podium-player__outlines [data-frame-id]');
    expect([...shapes].map((shape) => shape.getAttribute('data-frame-id'))).toEqual(['how']);
  });

  it('leaves out the shapes when every frame is drawn in full', () => {
    const { container } = renderWithI18n(
      <StillWorld frames={[{ frame: frame('why'), outline: false }]} theme={THEMES.ocean} current="why" />,
    );
    expect(container.querySelectorAll('.podium-frame')).toHaveLength(1);
    expect(container.querySelector('.podium-player__outlines')).toBeNull();
  });
});
