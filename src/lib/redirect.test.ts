import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectAfter } from './redirect';

const assign = vi.fn<(url: string) => void>();

beforeEach(() => {
  vi.useFakeTimers();
  assign.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('redirectAfter', () => {
  it('without a promise, redirects after 500 ms', async () => {
    const done = redirectAfter('/explore/', undefined, { assign });
    await vi.advanceTimersByTimeAsync(499);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/explore/');
    await expect(done).resolves.toBeUndefined();
  });

  it('redirects as soon as the promise resolves, and only once', async () => {
    const work = deferred();
    redirectAfter('/signup/', work.promise, { assign });
    await vi.advanceTimersByTimeAsync(100);
    expect(assign).not.toHaveBeenCalled();
    work.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/signup/');
    await vi.advanceTimersByTimeAsync(1000);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('redirects when the promise rejects', async () => {
    const work = deferred();
    redirectAfter('/signup/', work.promise, { assign });
    work.reject(new Error('analytics down'));
    await vi.advanceTimersByTimeAsync(0);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/signup/');
  });

  it('does not wait past 500 ms for a slow promise, and ignores it settling later', async () => {
    const work = deferred();
    redirectAfter('/dashboard/next/', work.promise, { assign });
    await vi.advanceTimersByTimeAsync(499);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/dashboard/next/');
    work.resolve(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('takes a custom wait', async () => {
    redirectAfter('/gallery/', new Promise(() => {}), { wait: 2000, assign });
    await vi.advanceTimersByTimeAsync(1999);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/gallery/');
  });

  it('uses window.location.assign by default', async () => {
    const locationAssign = vi.fn();
    vi.stubGlobal('window', { location: { assign: locationAssign } });
    redirectAfter('/');
    await vi.advanceTimersByTimeAsync(500);
    expect(locationAssign).toHaveBeenCalledExactlyOnceWith('/');
  });
});
