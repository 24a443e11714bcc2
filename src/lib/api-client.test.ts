import { describe, expect, it, vi } from 'vitest';
import { apiRequest, NO_CSRF_TOKEN, preprodAuthorization, type RequestDeps } from './api-client';
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
