import { describe, expect, it, vi } from 'vitest';
import { fetchJsonWithProgress, prefetchJson } from './fetch-progress';

const encoder = new TextEncoder();

function streamed(parts: string[], contentLength?: number): typeof fetch {
  return vi.fn(async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    });
    const headers: Record<string, string> =
      contentLength === undefined ? {} : { 'content-length': String(contentLength) };
    return new Response(body, { status: 200, headers });
  }) as unknown as typeof fetch;
}

describe('fetchJsonWithProgress', () => {
  it('reports the share of bytes received and parses the JSON', async () => {
    const text = '{"title":"Hello","n":1}';
    const progress: number[] = [];
    const value = await fetchJsonWithProgress(
      '/x',
      (f) => progress.push(f),
      streamed([text.slice(0, 10), text.slice(10)], text.length),
    );
    expect(value).toEqual({ title: 'Hello', n: 1 });
    expect(progress).toEqual([10 / text.length, 1, 1]);
  });

  it('reports only the end without a Content-Length', async () => {
    const progress: number[] = [];
    await fetchJsonWithProgress('/x', (f) => progress.push(f), streamed(['{"a":1}']));
    expect(progress).toEqual([1]);
  });

  it('rejects with the status text on a non-OK response', async () => {
    const failing = vi.fn(
      async () => new Response('{}', { status: 404, statusText: 'Not Found' }),
    ) as unknown as typeof fetch;
    await expect(fetchJsonWithProgress('/x', () => undefined, failing)).rejects.toThrow('Not Found');
  });
});

describe('prefetchJson', () => {
  it('hands its download to the next fetchJsonWithProgress of the same address, once', async () => {
    const early = streamed(['{"n":1}']);
    prefetchJson('/doc/a', early);
    prefetchJson('/doc/a', early); // a second press starts nothing more
    const later = streamed(['{"n":2}']);
    const progress: number[] = [];
    await expect(fetchJsonWithProgress('/doc/a', (f) => progress.push(f), later)).resolves.toEqual({ n: 1 });
    expect(progress).toEqual([1]);
    expect(early).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
    // Taken: the next request downloads afresh.
    await expect(fetchJsonWithProgress('/doc/a', () => undefined, later)).resolves.toEqual({ n: 2 });
  });

  it('leaves a failed early download to a fresh request, which reports its own result', async () => {
    prefetchJson('/doc/b', vi.fn(async () => new Response('no', { status: 503 })) as unknown as typeof fetch);
    const fresh = streamed(['{"ok":true}']);
    await expect(fetchJsonWithProgress('/doc/b', () => undefined, fresh)).resolves.toEqual({ ok: true });
    expect(fresh).toHaveBeenCalledTimes(1);
  });
});
