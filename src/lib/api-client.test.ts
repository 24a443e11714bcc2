import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiCall,
  apiRequest,
  NO_CSRF_TOKEN,
  preprodAuthorization,
  type RequestDeps,
} from './api-client';
import { sendCopy } from './like-client';

function deps(overrides: Partial<RequestDeps> = {}): RequestDeps & { fetch: ReturnType<typeof vi.fn> } {
  const fetchFn = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
  return {
    fetch: fetchFn as unknown as typeof fetch,
    cookie: () => 'csrftoken=tok',
    location: () => ({ hostname: 'podium.example', href: 'https://podium.example/p/x/' }),
    ...overrides,
  } as RequestDeps & { fetch: ReturnType<typeof vi.fn> };
}

describe('preprodAuthorization', () => {
  it('builds basic authorization from the page origin credentials on preprod hosts only', () => {
    expect(
      preprodAuthorization({
        hostname: 'preprod.podium.example',
        href: 'https://ann:s%40cret@preprod.podium.example/p/x/',
      }),
    ).toBe(`Basic ${btoa('ann:s@cret')}`);
    expect(
      preprodAuthorization({ hostname: 'podium.example', href: 'https://ann:secret@podium.example/' }),
    ).toBeUndefined();
    expect(
      preprodAuthorization({ hostname: 'preprod.podium.example', href: 'https://preprod.podium.example/' }),
    ).toBeUndefined();
  });
});

describe('apiRequest', () => {
  it('adds the Authorization header on preprod', async () => {
    const d = deps({
      location: () => ({ hostname: 'preprod.example', href: 'https://u:p@preprod.example/' }),
    });
    await apiRequest('PUT', '/api/x/', d);
    expect(d.fetch).toHaveBeenCalledWith('/api/x/', {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        'X-CSRFToken': 'tok',
        Authorization: `Basic ${btoa('u:p')}`,
      },
      credentials: 'same-origin',
    });
  });

  it('throws without a CSRF cookie and rejects with the status text', async () => {
    await expect(apiRequest('POST', '/x', deps({ cookie: () => '' }))).rejects.toThrow(
      new Error(NO_CSRF_TOKEN),
    );
    const failing = deps({
      fetch: vi.fn(
        async () => new Response('{}', { status: 403, statusText: 'Forbidden' }),
      ) as unknown as typeof fetch,
    });
    await expect(apiRequest('POST', '/x', failing)).rejects.toThrow(new Error('Forbidden'));
  });
});

describe('sendCopy', () => {
  it('posts to the copy path, with the view link when known', async () => {
    const d = deps();
    await sendCopy('abcdefghijkl', 'link0123456789ab', d);
    expect(d.fetch.mock.calls[0]![0]).toBe(
      '/api/v4/presentation/abcdefghijkl/copy/?auth_key=link0123456789ab&key_type=prezilink',
    );
  });
});

describe('apiCall', () => {
  const answering = (response: Response) => {
    const d = deps({ fetch: vi.fn(async () => response) as unknown as typeof fetch });
    return { fetch: d.fetch, deps: d };
  };

  it('sends a JSON body with the CSRF header and returns the JSON answer', async () => {
    const { fetch, deps: d } = answering(new Response('{"ok":true}', { status: 200 }));
    await expect(apiCall('PATCH', '/api/x/', { title: 'T' }, d)).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('/api/x/', {
      method: 'PATCH',
      headers: { 'X-CSRFToken': 'tok', 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: '{"title":"T"}',
    });
  });

  it('rejects with the server’s error code and message', async () => {
    const body = JSON.stringify({ error: { code: 'bad_request', message: 'Title is empty.' } });
    const { deps: d } = answering(new Response(body, { status: 400, statusText: 'Bad Request' }));
    const error = await apiCall('POST', '/api/x/', {}, d).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'bad_request', message: 'Title is empty.' });
  });

  it('resolves to undefined on 204 and sends GETs without a CSRF header', async () => {
    const { fetch, deps: d } = answering(new Response(null, { status: 204 }));
    await expect(apiCall('GET', '/api/x/', undefined, { ...d, cookie: () => '' })).resolves.toBeUndefined();
    expect(fetch.mock.calls[0]).toEqual([
      '/api/x/',
      { method: 'GET', headers: {}, credentials: 'same-origin' },
    ]);
  });
});
