import { describe, expect, it } from 'vitest';
import { recordingsApi } from '../features/recordings/contracts';
import { ChunkedUploader, UploadError } from './chunked-upload';

/** A fake upload server: keeps the bytes, answers like routes/api/video-uploads.ts. */
function fakeServer(options: { chunkBytes?: number; failPuts?: number[]; status?: number } = {}) {
  const received: number[] = [];
  const calls: string[] = [];
  let puts = 0;
  let offset = 0;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push(`${init.method} ${url}`);
    if (init.method === 'POST') {
      expect((init.headers as Record<string, string>)['X-CSRFToken']).toBe('tok');
      return json(201, { id: 'up1', offset: 0, chunkBytes: options.chunkBytes ?? 4 });
    }
    if (init.method === 'PUT') {
      puts++;
      if (options.failPuts?.includes(puts)) {
        if (options.status) return json(options.status, { error: { code: 'x', message: 'Nope.' } });
        throw new TypeError('Failed to fetch');
      }
      const at = Number(new URL(url, 'http://x').searchParams.get('offset'));
      if (at !== offset) return json(409, { error: { code: 'offset_mismatch', message: 'm' }, offset });
      const bytes = new Uint8Array(await (init.body as Blob).arrayBuffer());
      received.push(...bytes);
      offset += bytes.length;
      return json(200, { offset });
    }
    return new Response(null, { status: 204 });
  }) as unknown as typeof globalThis.fetch;
  return {
    fetch,
    received,
    calls,
    /** The server already holds `n` more bytes than the client knows (an answer lost on the way). */
    skipAhead(bytes: number[]) {
      received.push(...bytes);
      offset += bytes.length;
    },
  };
}

const file = () => new Blob([new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])]);
const sleeps: number[] = [];
const deps = (fetch: typeof globalThis.fetch) => ({
  calls: recordingsApi,
  fetch,
  csrfToken: () => 'tok',
  sleep: async (ms: number) => {
    sleeps.push(ms);
  },
});

describe('ChunkedUploader', () => {
  it('declares the file, sends it in chunkBytes pieces and reports progress', async () => {
    const server = fakeServer();
    const progress: number[] = [];
    const uploader = new ChunkedUploader(
      file(),
      { mimeType: 'video/webm', durationMs: 1234.4 },
      deps(server.fetch),
    );
    const id = await uploader.upload({ onProgress: (sent, total) => progress.push(sent / total) });
    expect(id).toBe('up1');
    expect(server.received).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(server.calls).toEqual([
      'POST /api/v4/video-uploads/',
      'PUT /api/v4/video-uploads/up1/?offset=0',
      'PUT /api/v4/video-uploads/up1/?offset=4',
      'PUT /api/v4/video-uploads/up1/?offset=8',
    ]);
    expect(progress).toEqual([0, 0.4, 0.8, 1]);
  });

  it('tries a failed PUT again after a growing pause', async () => {
    sleeps.length = 0;
    const server = fakeServer({ failPuts: [2, 3] });
    const uploader = new ChunkedUploader(
      file(),
      { mimeType: 'video/webm', durationMs: 1000 },
      deps(server.fetch),
    );
    await uploader.upload();
    expect(server.received).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(sleeps).toEqual([500, 1000]);
  });

  it('resumes from the offset a 409 names', async () => {
    const server = fakeServer({ chunkBytes: 6 });
    server.skipAhead([1, 2]);
    const uploader = new ChunkedUploader(
      file(),
      { mimeType: 'video/webm', durationMs: 1000 },
      deps(server.fetch),
    );
    await uploader.upload();
    expect(server.received).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(server.calls[1]).toBe('PUT /api/v4/video-uploads/up1/?offset=0');
    expect(server.calls[2]).toBe('PUT /api/v4/video-uploads/up1/?offset=2');
  });

  it('gives up after repeated failures with a retryable error, and a second upload() continues', async () => {
    const server = fakeServer({ failPuts: [2, 3, 4, 5] });
    const uploader = new ChunkedUploader(
      file(),
      { mimeType: 'video/webm', durationMs: 1000 },
      deps(server.fetch),
    );
    const error = await uploader.upload().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).retryable).toBe(true);
    expect(server.received).toEqual([1, 2, 3, 4]);
    await uploader.upload();
    expect(server.received).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(server.calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });

  it('does not retry a refused file (422), and says why', async () => {
    const server = fakeServer({ failPuts: [1], status: 422 });
    const uploader = new ChunkedUploader(
      file(),
      { mimeType: 'video/webm', durationMs: 1000 },
      deps(server.fetch),
    );
    const error = (await uploader.upload().catch((e: unknown) => e)) as UploadError;
    expect(error.retryable).toBe(false);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Nope.');
    expect(server.calls.filter((c) => c.startsWith('PUT'))).toHaveLength(1);
  });

  it('stops when aborted', async () => {
    const server = fakeServer();
    const controller = new AbortController();
    const uploader = new ChunkedUploader(
      file(),
      { mimeType: 'video/webm', durationMs: 1000 },
      deps(server.fetch),
    );
    const error = (await uploader
      .upload({
        signal: controller.signal,
        onProgress: (sent) => {
          if (sent === 4) controller.abort();
        },
      })
      .catch((e: unknown) => e)) as UploadError;
    expect(error.code).toBe('aborted');
    expect(server.received).toEqual([1, 2, 3, 4]);
  });
});
