// @vitest-environment jsdom
// useEditorCamera: "Show" flies the camera to a box over a few animation frames and says so while it
// flies, which the viewport turns into aria-busy for whoever waits for the camera to rest.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEditorCamera } from './useEditorCamera';

const box = { x: 4000, y: 2000, width: 800, height: 450 };

/** Animation frames run by the test, one at a time, at the times it gives. */
function steppedFrames() {
  const waiting = new Map<number, FrameRequestCallback>();
  let next = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    waiting.set(++next, callback);
    return next;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void waiting.delete(id));
  return (now: number) =>
    act(() => {
      const due = [...waiting.values()];
      waiting.clear();
      for (const callback of due) callback(now);
    });
}

function camera() {
  const viewport = { current: document.createElement('section') };
  return renderHook(() => useEditorCamera(viewport, null));
}

afterEach(() => vi.restoreAllMocks());

describe('useEditorCamera', () => {
  it('is flying from "Show" until the last frame of the flight lands on the box', () => {
    const frame = steppedFrames();
    const started = performance.now();
    const { result } = camera();
    expect(result.current.flying).toBe(false);

    act(() => result.current.api.show(box));
    expect(result.current.flying).toBe(true);
    frame(started + 100);
    expect(result.current.flying).toBe(true);
    expect(result.current.camera.x).toBeLessThan(box.x + box.width / 2);

    frame(started + 10_000);
    expect(result.current.flying).toBe(false);
    expect(result.current.camera).toMatchObject({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  });

  it('stops flying when the camera is moved by hand during the flight', () => {
    const frame = steppedFrames();
    const { result } = camera();
    act(() => result.current.api.show(box));
    act(() => result.current.setCamera({ x: 10, y: 20, zoom: 2 }));
    expect(result.current.flying).toBe(false);
    frame(performance.now() + 10_000);
    expect(result.current.camera).toEqual({ x: 10, y: 20, zoom: 2 });
  });
});
