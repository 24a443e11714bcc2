import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from './cookies';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readCookie', () => {
  it('finds a cookie among several in a cookie string', () => {
    expect(readCookie('csrftoken', 'sessionid=s1; csrftoken=tok123; theme=dark')).toBe('tok123');
    expect(readCookie('sessionid', 'sessionid=s1; csrftoken=tok123')).toBe('s1');
  });

  it('decodes the value and keeps "=" inside it', () => {
    expect(readCookie('name', 'name=Ann%20Lee')).toBe('Ann Lee');
    expect(readCookie('token', 'token=abc==')).toBe('abc==');
  });

  it('matches whole names only', () => {
    expect(readCookie('token', 'csrftoken=abc; xtoken=def')).toBeUndefined();
  });

  it('is undefined when the cookie is missing or the string empty', () => {
    expect(readCookie('csrftoken', 'sessionid=s1')).toBeUndefined();
    expect(readCookie('csrftoken', '')).toBeUndefined();
  });

  it('gives an empty string for a cookie set to nothing', () => {
    expect(readCookie('csrftoken', 'csrftoken=; a=b')).toBe('');
  });

  it('reads document.cookie by default', () => {
    vi.stubGlobal('document', { cookie: 'a=1; csrftoken=from-document' });
    expect(readCookie('csrftoken')).toBe('from-document');
  });

  it('is undefined without a document, as on the server', () => {
    expect(typeof document).toBe('undefined');
    expect(readCookie('csrftoken')).toBeUndefined();
  });
});
