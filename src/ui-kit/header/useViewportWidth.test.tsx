// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isExtraSmall, useViewportWidth } from './useViewportWidth';

const initialWidth = window.innerWidth;

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: initialWidth });
});

describe('useViewportWidth', () => {
  it('follows the window width as it resizes', () => {
    resizeTo(1440);
    const { result } = renderHook(() => useViewportWidth());
    expect(result.current).toBe(1440);
    resizeTo(375);
    expect(result.current).toBe(375);
  });

  it('lets an override win over the window', () => {
    resizeTo(1440);
    const { result } = renderHook(() => useViewportWidth(375));
    expect(result.current).toBe(375);
    resizeTo(800);
    expect(result.current).toBe(375);
  });
});

describe('isExtraSmall', () => {
  it('is below 434 px only, and never for an unknown width', () => {
    expect(isExtraSmall(375)).toBe(true);
    expect(isExtraSmall(433)).toBe(true);
    expect(isExtraSmall(434)).toBe(false);
    expect(isExtraSmall(1440)).toBe(false);
    expect(isExtraSmall(undefined)).toBe(false);
  });
});
