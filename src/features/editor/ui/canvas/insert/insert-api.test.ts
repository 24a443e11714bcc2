import { describe, expect, it, vi } from 'vitest';
import type { RequestDeps } from '../../../../../lib/api-client';
import { sendPicture } from './insert-api';

const PNG_INFO = { contentType: 'image/png', width: 3, height: 2 } as const;

function deps(response: Response) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => response);
  const requestDeps: RequestDeps = {
    fetch: fetch as unknown as typeof globalThis.fetch,
    cookie: () => 'csrftoken=tok',
    location: () => ({ hostname: 'podium.example', href: 'https://podium.example/p/edit/x/' }),
  };
  return { fetch, requestDeps };
}

const stored = () =>
  new Response(JSON.stringify({ src: '/media/u/abc.png', width: 3, height: 2 }), { status: 201 });

describe('sendPicture', () => {
  it('posts the picture itself to the deck’s media, with its type and the CSRF token', async () => {
    const { fetch, requestDeps } = deps(stored());
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    expect(await sendPicture('deckaaaaaaaa', file, PNG_INFO, requestDeps)).toEqual({
      src: '/media/u/abc.png',
      width: 3,
      height: 2,
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v4/presentation/deckaaaaaaaa/media/');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'X-CSRFToken': 'tok', 'Content-Type': 'image/png' });
    expect(init.body).toBe(file);
  });

  it('sends a picture with the type its bytes showed, whatever the file claimed', async () => {
    const { fetch, requestDeps } = deps(stored());
    const pasted = new Blob([new Uint8Array([1, 2, 3])]);
    await sendPicture('deckaaaaaaaa', pasted, PNG_INFO, requestDeps);
    const [, init] = fetch.mock.calls[0]!;
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('image/png');
    const body = init.body as Blob;
    expect(body.type).toBe('image/png');
    expect(new Uint8Array(await body.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('fails with the server’s message', async () => {
    const refusal = {
      error: { code: 'unsupported_picture', message: 'Send a PNG, JPEG, GIF or WebP picture.' },
    };
    const { requestDeps } = deps(new Response(JSON.stringify(refusal), { status: 415 }));
    await expect(sendPicture('deckaaaaaaaa', new Blob([]), PNG_INFO, requestDeps)).rejects.toMatchObject({
      status: 415,
      code: 'unsupported_picture',
      message: 'Send a PNG, JPEG, GIF or WebP picture.',
    });
  });
});
