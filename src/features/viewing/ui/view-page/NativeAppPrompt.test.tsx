// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../../test/helpers/render';
import type { NativeAppDeps } from '../../../../lib/native-app';
import { type NativeAppData, NativeAppPrompt } from './NativeAppPrompt';

const APP: NativeAppData = {
  type: 'ios',
  url: 'https://apps.example/podium',
  ownProtocolUrl: 'podium://p/abc123def456',
  openAppTimeout: null,
};

// Plain EventTargets stand in for window and document; navigation is recorded, not performed.
function fakeBrowser() {
  const navigate = vi.fn<(url: string) => void>();
  const document = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
  });
  const window = new EventTarget();
  const deps: NativeAppDeps = { window, document, navigate };
  return { navigate, window, deps };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const openButton = () => screen.queryByRole('button', { name: 'Open in the app' });

describe('NativeAppPrompt', () => {
  it('is shown to a signed-in viewer when native-app data exists', () => {
    renderWithI18n(<NativeAppPrompt isAuthenticated nativeApp={APP} />);
    expect(openButton()).not.toBeNull();
  });

  it.each([
    ['an anonymous visitor', false, APP],
    ['a signed-in viewer without native-app data', true, null],
    ['a signed-in viewer with undefined native-app data', true, undefined],
  ])('is hidden from %s', (_who, isAuthenticated, nativeApp) => {
    const { container } = renderWithI18n(
      <NativeAppPrompt isAuthenticated={isAuthenticated} nativeApp={nativeApp} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('opens the app, then the store when the app has not opened within 300 + 1000 ms', async () => {
    const { navigate, deps } = fakeBrowser();
    const onEvent = vi.fn();
    renderWithI18n(<NativeAppPrompt isAuthenticated nativeApp={APP} deps={deps} onEvent={onEvent} />);
    fireEvent.click(openButton()!);
    expect(navigate.mock.calls).toEqual([['podium://p/abc123def456']]);
    await act(() => vi.advanceTimersByTimeAsync(1299));
    expect(navigate).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(navigate.mock.calls).toEqual([['podium://p/abc123def456'], ['https://apps.example/podium']]);
    expect(onEvent).toHaveBeenCalledExactlyOnceWith('ClickCallToAction', {
      location: 'native-app',
      type: 'BUTTON',
      text: 'Open in the app',
      target: 'podium://p/abc123def456',
    });
  });

  it('waits the data’s own openAppTimeout + 1000 ms', async () => {
    const { navigate, deps } = fakeBrowser();
    renderWithI18n(
      <NativeAppPrompt isAuthenticated nativeApp={{ ...APP, openAppTimeout: 2000 }} deps={deps} />,
    );
    fireEvent.click(openButton()!);
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(navigate).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(navigate).toHaveBeenLastCalledWith('https://apps.example/podium');
  });

  it('stays when the app took the foreground', async () => {
    const { navigate, window, deps } = fakeBrowser();
    renderWithI18n(<NativeAppPrompt isAuthenticated nativeApp={APP} deps={deps} />);
    fireEvent.click(openButton()!);
    window.dispatchEvent(new Event('blur'));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(navigate.mock.calls).toEqual([['podium://p/abc123def456']]);
  });
});
