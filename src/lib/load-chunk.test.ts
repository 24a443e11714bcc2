import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './load-chunk';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the imported module', async () => {
    const module = { default: 'player' };
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module);
  });

  it('rejects with a ChunkLoadError after 120 s by default, not a millisecond earlier', async () => {
    vi.useFakeTimers();
    const settled = vi.fn();
    const loading = loadChunk(() => new Promise<never>(() => {}));
    loading.catch(settled);

    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
    const error = settled.mock.calls[0]![0] as Error;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.name).toBe('ChunkLoadError');
  });

  it('takes a shorter timeout', async () => {
    vi.useFakeTimers();
    const loading = loadChunk(() => new Promise<never>(() => {}), 50);
    const expectation = expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await vi.advanceTimersByTimeAsync(50);
    await expectation;
  });

  it('rejects at once with a ChunkLoadError carrying the cause when the import fails', async () => {
    vi.useFakeTimers();
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const loading = loadChunk(() => Promise.reject(cause));
    const error = await loading.catch((e: unknown) => e as Error);
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe('Loading chunk failed: Failed to fetch dynamically imported module');
    expect(error.cause).toBe(cause);
    // The timeout was cleared: nothing is left to fire.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns an importer that throws synchronously into a ChunkLoadError', async () => {
    const error = (await loadChunk(() => {
      throw new Error('boom');
    }).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.message).toBe('Loading chunk failed: boom');
  });

  it('clears the timeout once the chunk has loaded', async () => {
    vi.useFakeTimers();
    await loadChunk(() => Promise.resolve(1));
    expect(vi.getTimerCount()).toBe(0);
  });
});
