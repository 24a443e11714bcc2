import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type NativeAppDeps, openNativeApp } from './native-app';

const APP = { ownProtocolUrl: 'podium://p/abc123def456', storeUrl: 'https://apps.example/podium' };

// Plain EventTargets stand in for window and document: only events and visibility matter here.
function fakeBrowser() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const navigate = vi.fn<(url: string) => void>();
  const deps: NativeAppDeps = { window: win, document: doc, navigate };
  return { win, doc, navigate, deps };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('openNativeApp', () => {
  it('opens the own-protocol URL at once', () => {
    const { navigate, deps } = fakeBrowser();
    void openNativeApp(APP, deps);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('podium://p/abc123def456');
  });

  it('goes to the store when the page is still visible 300 + 1000 ms later', async () => {
    const { navigate, deps } = fakeBrowser();
    const outcome = openNativeApp(APP, deps);
    await vi.advanceTimersByTimeAsync(1299);
    expect(navigate.mock.calls).toEqual([['podium://p/abc123def456']]);
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate.mock.calls).toEqual([['podium://p/abc123def456'], ['https://apps.example/podium']]);
    await expect(outcome).resolves.toBe('store');
  });

  it('waits openAppTimeout + 1000 ms for a custom timeout', async () => {
    const { navigate, deps } = fakeBrowser();
    void openNativeApp({ ...APP, openAppTimeout: 2000 }, deps);
    await vi.advanceTimersByTimeAsync(2999);
    expect(navigate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenLastCalledWith('https://apps.example/podium');
  });

  it.each(['blur', 'pagehide'])('stays when the window fires %s (the app came up)', async (event) => {
    const { win, navigate, deps } = fakeBrowser();
    const outcome = openNativeApp(APP, deps);
    await vi.advanceTimersByTimeAsync(200);
    win.dispatchEvent(new Event(event));
    await vi.advanceTimersByTimeAsync(5000);
    await expect(outcome).resolves.toBe('app');
    expect(navigate.mock.calls).toEqual([['podium://p/abc123def456']]);
  });

  it('stays when the page was hidden meanwhile, even if visible again at the deadline', async () => {
    const { doc, navigate, deps } = fakeBrowser();
    const outcome = openNativeApp(APP, deps);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(1300);
    await expect(outcome).resolves.toBe('app');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('stays when the page is hidden at the deadline', async () => {
    const { doc, navigate, deps } = fakeBrowser();
    const outcome = openNativeApp(APP, deps);
    doc.visibilityState = 'hidden';
    await vi.advanceTimersByTimeAsync(1300);
    await expect(outcome).resolves.toBe('app');
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('removes its listeners when done', async () => {
    const { win, doc, deps } = fakeBrowser();
    const removeWin = vi.spyOn(win, 'removeEventListener');
    const removeDoc = vi.spyOn(doc, 'removeEventListener');
    await Promise.all([openNativeApp(APP, deps), vi.advanceTimersByTimeAsync(1300)]);
    expect(removeWin.mock.calls.map(([type]) => type)).toEqual(['blur', 'pagehide']);
    expect(removeDoc.mock.calls.map(([type]) => type)).toEqual(['visibilitychange']);
  });
});
