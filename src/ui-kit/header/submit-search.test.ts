import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { submitSearch } from './submit-search';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve!: (value?: unknown) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('submitSearch', () => {
  it('logs the trimmed term first and navigates only once the log settles', async () => {
    const log = deferred();
    const logSearch = vi.fn(() => log.promise);
    const navigate = vi.fn();
    const done = submitSearch('  cats  ', { logSearch, navigate });
    expect(logSearch).toHaveBeenCalledWith('cats');
    await vi.advanceTimersByTimeAsync(100);
    expect(navigate).not.toHaveBeenCalled();
    log.resolve();
    await done;
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/explore/search/?search=cats');
  });

  it('navigates when the log rejects', async () => {
    const navigate = vi.fn();
    await submitSearch('cats', { logSearch: () => Promise.reject(new Error('offline')), navigate });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/explore/search/?search=cats');
  });

  it('navigates at once when the log throws', async () => {
    const navigate = vi.fn();
    const logSearch = () => {
      throw new Error('broken');
    };
    await submitSearch('cats', { logSearch, navigate });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/explore/search/?search=cats');
  });

  it('stops waiting for a slow log after 500 ms', async () => {
    const navigate = vi.fn();
    void submitSearch('cats', { logSearch: () => new Promise(() => {}), navigate });
    await vi.advanceTimersByTimeAsync(499);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/explore/search/?search=cats');
  });

  it('goes to plain /explore/ for a blank term', async () => {
    const navigate = vi.fn();
    const logSearch = vi.fn(() => Promise.resolve());
    await submitSearch('   ', { logSearch, navigate });
    expect(logSearch).toHaveBeenCalledWith('');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/explore/');
  });
});
