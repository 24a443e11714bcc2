// @vitest-environment jsdom
// This person's view goes to the others once the camera has come to rest, not on each of its moves,
// and not again while it stays the same.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LivePresence } from '../../live-protocol';
import type { Camera } from './camera';
import { usePublishView, VIEW_REST_MS } from './usePublishView';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const size = { width: 800, height: 600 };

describe('usePublishView', () => {
  it('publishes the visible rectangle in canvas units once the camera rests', () => {
    const published: LivePresence['view'][] = [];
    const { rerender } = renderHook(
      ({ camera }: { camera: Camera }) =>
        usePublishView(camera, size, (change) => {
          published.push(change.view ?? null);
        }),
      { initialProps: { camera: { x: 0, y: 0, zoom: 1 } } },
    );
    act(() => vi.advanceTimersByTime(VIEW_REST_MS));
    expect(published).toEqual([{ x: -400, y: -300, width: 800, height: 600 }]);
    // A pan, frame after frame: nothing goes until it stops.
    for (let x = 10; x <= 100; x += 10) {
      rerender({ camera: { x, y: 0, zoom: 2 } });
      act(() => vi.advanceTimersByTime(VIEW_REST_MS - 1));
    }
    expect(published).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(published).toEqual([
      { x: -400, y: -300, width: 800, height: 600 },
      { x: -100, y: -150, width: 400, height: 300 },
    ]);
    // The same view again, as a new camera object: not sent twice.
    rerender({ camera: { x: 100, y: 0, zoom: 2 } });
    act(() => vi.advanceTimersByTime(VIEW_REST_MS));
    expect(published).toHaveLength(2);
  });
});
