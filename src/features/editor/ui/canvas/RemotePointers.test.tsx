// @vitest-environment jsdom
// Others' pointers over the canvas: an arrow where the camera shows their place, in their colour,
// with their name; a person whose pointer is off the canvas is not drawn.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LivePeer } from './live-canvas-rules';
import { RemotePointers } from './RemotePointers';
import { createPresenceFeed } from './usePresenceFeed';

afterEach(cleanup);

const grace: LivePeer = {
  clientId: 5,
  user: { id: 9, name: 'Grace Hopper', color: '#047857' },
  selection: [],
  pointer: { x: 100, y: 50 },
  view: null,
};
const alan: LivePeer = {
  clientId: 6,
  user: { id: 4, name: 'Alan Turing', color: '#7c3aed' },
  selection: [],
  pointer: null,
  view: null,
};

const pointers = () => Array.from(document.querySelectorAll<SVGGElement>('.canvas-editor__pointer'));

describe('RemotePointers', () => {
  it('draws each pointer on the canvas in its person’s colour with their name', () => {
    const feed = createPresenceFeed();
    render(
      <RemotePointers presence={feed} camera={{ x: 0, y: 0, zoom: 2 }} size={{ width: 800, height: 600 }} />,
    );
    expect(document.querySelector('.canvas-editor__pointers')).toBeNull();
    act(() => feed.publish([grace, alan]));
    expect(pointers()).toHaveLength(1);
    const drawn = pointers()[0] as SVGGElement;
    // World (100, 50) at zoom 2 is 400 + 200 across and 300 + 100 down on an 800 × 600 viewport.
    expect(drawn.getAttribute('transform')).toBe('translate(600 400)');
    expect(drawn.style.color).toBe('rgb(4, 120, 87)');
    expect(drawn.querySelector('.canvas-editor__pointer-arrow')).not.toBeNull();
    expect(drawn.querySelector('text')?.textContent).toBe('Grace Hopper');
    act(() => feed.publish([grace, { ...alan, pointer: { x: -100, y: 0 } }]));
    expect(pointers().map((each) => each.textContent)).toEqual(['Grace Hopper', 'Alan Turing']);
    act(() =>
      feed.publish([
        { ...grace, pointer: null },
        { ...alan, pointer: { x: -100, y: 0 } },
      ]),
    );
    expect(pointers().map((each) => each.textContent)).toEqual(['Alan Turing']);
    // Far past the viewport's edge: nothing to draw there.
    act(() => feed.publish([{ ...alan, pointer: { x: 5000, y: 0 } }]));
    expect(pointers()).toHaveLength(0);
  });
});
