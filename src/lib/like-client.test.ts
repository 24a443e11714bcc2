import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { likePath, sendEmbedView, sendLike, sendView } from './like-client';

const fetchMock = vi.fn<typeof fetch>();

function respond(status: number, statusText: string, body: unknown = {}) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), {
      status,
      statusText,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: 'sessionid=abc; csrftoken=tok-123' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('likePath', () => {
  it('is the presentation like path without a link id', () => {
    expect(likePath('abc123def456')).toBe('/api/v4/presentation/abc123def456/like/');
  });

  it('is the view-link path with a link id', () => {
    expect(likePath('abc123def456', 'link0123456789ab')).toBe(
      '/api/v4/presentation/like/?auth_key=link0123456789ab&key_type=prezilink',
    );
  });

  it('encodes the ids', () => {
    expect(likePath('a/b')).toBe('/api/v4/presentation/a%2Fb/like/');
    expect(likePath('x', 'a&b=c')).toBe('/api/v4/presentation/like/?auth_key=a%26b%3Dc&key_type=prezilink');
  });
});

describe('sendLike', () => {
  it('refuses to send without a csrftoken cookie', async () => {
    vi.stubGlobal('document', { cookie: 'sessionid=abc' });
    await expect(sendLike('abc123def456', true)).rejects.toThrow(
      new Error('Cannot make request without CSRF token.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('likes with a PUT carrying the JSON content type and the CSRF token', async () => {
    respond(200, 'OK', { likesCount: 8, hasLiked: true });
    await expect(sendLike('abc123def456', true)).resolves.toEqual({ likesCount: 8, hasLiked: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/v4/presentation/abc123def456/like/', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': 'tok-123' },
      credentials: 'same-origin',
    });
  });

  it('unlikes with a DELETE', async () => {
    respond(200, 'OK', { likesCount: 7, hasLiked: false });
    await expect(sendLike('abc123def456', false)).resolves.toEqual({ likesCount: 7, hasLiked: false });
    expect(fetchMock).toHaveBeenCalledWith('/api/v4/presentation/abc123def456/like/', {
      method: 'DELETE',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': 'tok-123' },
      credentials: 'same-origin',
    });
  });

  it('uses the view-link path when a link id is known', async () => {
    respond(200, 'OK', { likesCount: 1, hasLiked: true });
    await sendLike('abc123def456', true, 'link0123456789ab');
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/v4/presentation/like/?auth_key=link0123456789ab&key_type=prezilink',
    );
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('PUT');
  });

  it("rejects with the response's status text when the call fails", async () => {
    respond(403, 'Forbidden', { error: 'nope' });
    await expect(sendLike('abc123def456', true)).rejects.toThrow(new Error('Forbidden'));
    respond(429, 'Too Many Requests');
    await expect(sendLike('abc123def456', false)).rejects.toThrow(new Error('Too Many Requests'));
  });

  it('passes on a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendLike('abc123def456', true)).rejects.toThrow(new TypeError('Failed to fetch'));
  });
});

describe('sendView', () => {
  it('posts to the view path with the CSRF token and the referring page, and resolves the count', async () => {
    respond(200, 'OK', { viewCount: 42 });
    await expect(sendView('abc123def456', undefined, 'https://blog.example/post')).resolves.toEqual({
      viewCount: 42,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/v4/presentation/abc123def456/view/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRFToken': 'tok-123' },
      body: JSON.stringify({ referrer: 'https://blog.example/post' }),
      credentials: 'same-origin',
    });
  });

  it('counts an embed’s view without a CSRF cookie, which never reaches another site’s frame', async () => {
    vi.stubGlobal('document', { cookie: '' });
    respond(200, 'OK', { viewCount: 7 });
    await expect(sendEmbedView('abc123def456', undefined, 'https://school.example/')).resolves.toEqual({
      viewCount: 7,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/v4/presentation/abc123def456/embed-view/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ referrer: 'https://school.example/' }),
      credentials: 'same-origin',
    });
  });

  it('adds the view link to the query when one is known', async () => {
    respond(200, 'OK', { viewCount: 1 });
    await sendView('abc123def456', 'link0123456789ab');
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/v4/presentation/abc123def456/view/?auth_key=link0123456789ab&key_type=prezilink',
    );
  });

  it('refuses to send without a csrftoken cookie', async () => {
    vi.stubGlobal('document', { cookie: '' });
    await expect(sendView('abc123def456')).rejects.toThrow(
      new Error('Cannot make request without CSRF token.'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rejects with the response's status text when the call fails", async () => {
    respond(404, 'Not Found');
    await expect(sendView('abc123def456')).rejects.toThrow(new Error('Not Found'));
  });
});
