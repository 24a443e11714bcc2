import { describe, expect, it, vi } from 'vitest';
import { readSessionId, sessionCookieString, touchSession } from './session-cookie';

const ID = '22222222-2222-4222-8222-222222222222';
const ENCODED = '%7B%22session_id%22%3A%2222222222-2222-4222-8222-222222222222%22%7D';
const NOW = Date.UTC(2026, 0, 15, 10, 0, 0, 123);

describe('readSessionId', () => {
  it('reads the session id from the encoded JSON cookie', () => {
    expect(readSessionId(`putma=p1; glassbox-session-id=${ENCODED}; theme=dark`)).toBe(ID);
  });

  it.each([
    ['missing', 'putma=p1'],
    ['bad percent-encoding', 'glassbox-session-id=%E0%A4%A'],
    ['not JSON', 'glassbox-session-id=%7Bsession_id'],
    ['not an object', 'glassbox-session-id=42'],
    ['null', 'glassbox-session-id=null'],
    ['without session_id', 'glassbox-session-id=%7B%7D'],
    ['with an empty id', 'glassbox-session-id=%7B%22session_id%22%3A%22%22%7D'],
    ['with a numeric id', 'glassbox-session-id=%7B%22session_id%22%3A7%7D'],
  ])('is undefined when the cookie is %s', (_case, cookies) => {
    expect(readSessionId(cookies)).toBeUndefined();
  });
});

describe('sessionCookieString', () => {
  it('is a 30-minute, Secure, SameSite=None host-only cookie without a domain', () => {
    expect(sessionCookieString(ID, undefined, NOW)).toBe(
      `glassbox-session-id=${ENCODED}; Max-Age=1800; Expires=Thu, 15 Jan 2026 10:30:00 GMT; Path=/; Secure; SameSite=None`,
    );
  });

  it('carries the Domain attribute when given', () => {
    expect(sessionCookieString(ID, '.podium.example', NOW)).toBe(
      `glassbox-session-id=${ENCODED}; Max-Age=1800; Expires=Thu, 15 Jan 2026 10:30:00 GMT; Path=/; Domain=.podium.example; Secure; SameSite=None`,
    );
  });
});

describe('touchSession', () => {
  it('creates a session id and writes the cookie when there is none', () => {
    const jar = { cookie: '' };
    const uuid = vi.fn(() => ID);
    expect(touchSession(jar, { domain: undefined, now: NOW, uuid })).toBe(ID);
    expect(uuid).toHaveBeenCalledTimes(1);
    expect(jar.cookie).toBe(sessionCookieString(ID, undefined, NOW));
  });

  it('reuses the id in the cookie and writes it back with a fresh expiry', () => {
    const jar = { cookie: `glassbox-session-id=${ENCODED}` };
    const uuid = vi.fn(() => 'never-used');
    expect(touchSession(jar, { domain: '.podium.example', now: NOW + 60_000, uuid })).toBe(ID);
    expect(uuid).not.toHaveBeenCalled();
    expect(jar.cookie).toContain('Expires=Thu, 15 Jan 2026 10:31:00 GMT');
  });

  it('replaces an undecodable cookie with a new session', () => {
    const jar = { cookie: 'glassbox-session-id=%E0%A4%A' };
    expect(touchSession(jar, { domain: undefined, now: NOW, uuid: () => ID })).toBe(ID);
    expect(jar.cookie).toBe(sessionCookieString(ID, undefined, NOW));
  });
});
