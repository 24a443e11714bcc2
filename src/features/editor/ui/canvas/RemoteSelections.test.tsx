// @vitest-environment jsdom
// Others' selections over the canvas: each selected element outlined where the camera shows it, in
// the selector's colour, with their name; elements no one has (or that are gone) are not drawn.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TurnedBox } from './gesture-geometry';
import type { LivePeer } from './live-canvas-rules';
import { RemoteSelections } from './RemoteSelections';
import { createPresenceFeed } from './usePresenceFeed';

afterEach(cleanup);

const boxes = new Map<string, TurnedBox>([
  ['a', { x: 100, y: 100, width: 200, height: 100, rotation: 0 }],
  ['b', { x: -50, y: 0, width: 20, height: 20, rotation: 0 }],
]);

const grace: LivePeer = {
  clientId: 5,
  user: { id: 9, name: 'Grace Hopper', color: '#047857' },
  selection: ['a', 'gone'],
  pointer: null,
  view: null,
};

describe('RemoteSelections', () => {
  it('outlines what another person selected, in their colour, with their name', () => {
    const feed = createPresenceFeed();
    render(
      <RemoteSelections
        presence={feed}
        boxes={boxes}
        camera={{ x: 0, y: 0, zoom: 1 }}
        size={{ width: 800, height: 600 }}
      />,
    );
    expect(document.querySelector('.canvas-editor__remote')).toBeNull();
    act(() => feed.publish([grace, { ...grace, clientId: 6, selection: [] }]));
    const groups = document.querySelectorAll<SVGGElement>('.canvas-editor__remote g');
    expect(groups).toHaveLength(1);
    const group = groups[0] as SVGGElement;
    expect(group.style.color).toBe('rgb(4, 120, 87)');
    expect(group.querySelector('text')?.textContent).toBe('Grace Hopper');
    const outlines = group.querySelectorAll('.canvas-editor__remote-outline');
    expect(outlines).toHaveLength(1);
    // World (100, 100) is 400 + 100 across and 300 + 100 down on an 800 × 600 viewport at zoom 1.
    expect(outlines[0]?.getAttribute('points')).toBe('500,400 700,400 700,500 500,500');
    expect(group.querySelector('rect')?.getAttribute('x')).toBe('500');
    act(() => feed.publish([{ ...grace, selection: ['a', 'b'] }]));
    expect(document.querySelectorAll('.canvas-editor__remote-outline')).toHaveLength(2);
  });
});
