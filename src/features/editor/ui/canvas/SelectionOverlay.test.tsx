// @vitest-environment jsdom
// The selection overlay while the camera moves: drawn for the camera at rest and carried along by a
// transform (nothing in it drawn again each frame), then drawn again for the new view once the
// camera has rested; the same holds for the zoom's percentage.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Camera } from './camera';
import { SelectionOverlay } from './SelectionOverlay';
import { useSettled } from './viewport-drawing';

const size = { width: 800, height: 600 };
const box = { x: 100, y: 100, width: 200, height: 100, rotation: 0 };

function overlay(camera: Camera) {
  return (
    <SelectionOverlay
      camera={camera}
      size={size}
      boxes={[box]}
      handles
      marquee={null}
      guides={[]}
      onHandleDown={() => {}}
    />
  );
}

const outline = () => document.querySelector('.canvas-editor__outline')!.getAttribute('points');
const svg = () => document.querySelector('svg.canvas-editor__overlay') as SVGElement;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SelectionOverlay while the camera moves', () => {
  it('carries its drawing along by a transform, and draws it again once the camera rests', () => {
    const view = render(overlay({ x: 0, y: 0, zoom: 1 }));
    const atRest = outline();
    expect(svg().style.transform).toBe('');
    view.rerender(overlay({ x: 50, y: 0, zoom: 2 }));
    expect(outline()).toBe(atRest);
    expect(svg().style.transform).toBe('translate(-500px, -300px) scale(2)');
    expect(svg().style.willChange).toBe('transform');
    act(() => vi.advanceTimersByTime(200));
    expect(outline()).not.toBe(atRest);
    expect(svg().style.transform).toBe('');
  });
});

function Settled({ value }: { value: number }) {
  return <output>{useSettled(value)}</output>;
}

describe('useSettled', () => {
  it('answers a value once it has stayed the same for a moment', () => {
    const view = render(<Settled value={1} />);
    const shown = () => document.querySelector('output')!.textContent;
    view.rerender(<Settled value={2} />);
    act(() => vi.advanceTimersByTime(100));
    view.rerender(<Settled value={3} />);
    act(() => vi.advanceTimersByTime(100));
    expect(shown()).toBe('1');
    act(() => vi.advanceTimersByTime(100));
    expect(shown()).toBe('3');
  });
});
