// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Size, useResponsiveMode } from './useResponsiveMode';

type Callback = (entries: { contentRect: Size }[]) => void;
const observers: {
  callback: Callback;
  observe: ReturnType<typeof vi.fn>;
  disconnect: ReturnType<typeof vi.fn>;
}[] = [];

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe = vi.fn();
      disconnect = vi.fn();
      constructor(callback: Callback) {
        observers.push({ callback, observe: this.observe, disconnect: this.disconnect });
      }
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Probe({ size }: { size?: Size }) {
  const ref = useRef<HTMLDivElement>(null);
  const mode = useResponsiveMode(ref, size);
  return (
    <div ref={ref} data-testid="probe">
      {mode}
    </div>
  );
}

const resize = (width: number, height: number) =>
  act(() => observers[0]!.callback([{ contentRect: { width, height } }]));

describe('useResponsiveMode', () => {
  it('is large until the widget has been measured', () => {
    const { getByTestId } = render(<Probe />);
    expect(getByTestId('probe').textContent).toBe('large');
  });

  it('observes the widget element itself and follows its size across the thresholds', async () => {
    const { getByTestId } = render(<Probe />);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.observe).toHaveBeenCalledWith(getByTestId('probe'));
    const cases: [number, number, string][] = [
      [1024, 516, 'large'],
      [1023, 516, 'middle'],
      [768, 236, 'middle'],
      [768, 235, 'small'],
      [1600, 900, 'large'],
    ];
    for (const [width, height, mode] of cases) {
      resize(width, height);
      expect(getByTestId('probe').textContent).toBe(mode);
    }
  });

  it('stops observing when the widget goes away', () => {
    const { unmount } = render(<Probe />);
    unmount();
    expect(observers[0]!.disconnect).toHaveBeenCalledTimes(1);
  });

  it('uses an injected size instead of observing', () => {
    const { getByTestId, rerender } = render(<Probe size={{ width: 768, height: 235 }} />);
    expect(getByTestId('probe').textContent).toBe('small');
    expect(observers).toHaveLength(0);
    rerender(<Probe size={{ width: 1024, height: 516 }} />);
    expect(getByTestId('probe').textContent).toBe('large');
  });

  it('stays large where there is no ResizeObserver (older browsers)', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { getByTestId } = render(<Probe />);
    expect(getByTestId('probe').textContent).toBe('large');
  });
});
