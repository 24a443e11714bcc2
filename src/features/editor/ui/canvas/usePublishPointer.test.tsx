// @vitest-environment jsdom
// This person's pointer goes to the others in canvas units, at most twenty times a second with the
// last place always sent, null when it leaves the canvas, and never for a finger.
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LivePresence } from '../../live-protocol';
import type { EditorCamera } from './camera';
import { POINTER_MS, usePublishPointer } from './usePublishPointer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A camera whose view starts at (100, 50), two canvas units to a screen pixel. */
const camera: EditorCamera = {
  currentView: () => ({ x: 100, y: 50, width: 1600, height: 1000, rotation: 0 }),
  show: () => {},
  centre: () => ({ x: 900, y: 550 }),
  unitsPerPixel: () => 2,
};

function setUp() {
  const published: LivePresence['pointer'][] = [];
  function Viewport() {
    const ref = useRef<HTMLElement | null>(null);
    usePublishPointer(ref, camera, (change) => {
      if ('pointer' in change) published.push(change.pointer ?? null);
    });
    return <section ref={ref} data-testid="viewport" />;
  }
  const { getByTestId } = render(<Viewport />);
  const viewport = getByTestId('viewport');
  // The viewport sits 10 px from the page's left and 20 px from its top.
  viewport.getBoundingClientRect = () => ({ left: 10, top: 20, width: 800, height: 500 }) as DOMRect;
  const move = (clientX: number, clientY: number, pointerType = 'mouse') =>
    fireEvent.pointerMove(viewport, { clientX, clientY, pointerType });
  return { viewport, published, move };
}

describe('usePublishPointer', () => {
  it('publishes where the pointer is in canvas units, a burst of moves as its last place', () => {
    const { published, move } = setUp();
    move(30, 40);
    act(() => vi.advanceTimersByTime(0));
    // 20 px into the viewport at 2 units a pixel from the view's left edge at 100, and so down.
    expect(published).toEqual([{ x: 140, y: 90 }]);
    move(31, 40);
    move(32, 40);
    move(60, 70);
    act(() => vi.advanceTimersByTime(POINTER_MS - 1));
    expect(published).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(published).toEqual([
      { x: 140, y: 90 },
      { x: 200, y: 150 },
    ]);
  });

  it('publishes null when the pointer leaves the canvas', () => {
    const { viewport, published, move } = setUp();
    move(30, 40);
    act(() => vi.advanceTimersByTime(0));
    fireEvent.pointerLeave(viewport, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(POINTER_MS));
    expect(published).toEqual([{ x: 140, y: 90 }, null]);
  });

  it('does not publish a finger’s touches', () => {
    const { viewport, published, move } = setUp();
    move(30, 40, 'touch');
    act(() => vi.advanceTimersByTime(POINTER_MS));
    expect(published).toEqual([]);
    move(50, 40, 'pen');
    act(() => vi.advanceTimersByTime(POINTER_MS));
    fireEvent.pointerLeave(viewport, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(POINTER_MS));
    // The pen is a pointer people hover with; the finger lifting off does not take it away.
    expect(published).toEqual([{ x: 180, y: 90 }]);
  });
});
