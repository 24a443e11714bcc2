// The analytics session (spec §9): a v4 UUID kept in the 'glassbox-session-id' cookie for 30
// minutes after the last event, so a visitor's events group into sessions across page loads.

import { ANALYTICS_SESSION_COOKIE, ANALYTICS_SESSION_MINUTES } from '../constants';
import { readCookie } from '../cookies';

/** The slice of `document` the session needs: reading and writing cookies. */
export interface CookieJar {
  cookie: string;
}

export interface SessionCookieOptions {
  /** The cookie's Domain attribute ('.podium.example'), or undefined for a host-only cookie. */
  domain: string | undefined;
  now: number;
  uuid: () => string;
  /** Whether the page was served over https (a Secure cookie is refused on plain http). */
  secure?: boolean;
}

const MAX_AGE_SECONDS = ANALYTICS_SESSION_MINUTES * 60;

/** The session id stored in the cookie, or undefined when it is missing or cannot be decoded. */
export function readSessionId(cookies: string): string | undefined {
  try {
    const raw = readCookie(ANALYTICS_SESSION_COOKIE, cookies);
    if (raw === undefined) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const id = (parsed as { session_id?: unknown }).session_id;
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    // A malformed cookie (bad percent-encoding or JSON) is someone else's leftover: start afresh.
    return undefined;
  }
}

/** The Set-Cookie-style string that stores `sessionId` for another 30 minutes. */
export function sessionCookieString(
  sessionId: string,
  domain: string | undefined,
  now: number,
  secure = true,
): string {
  const value = encodeURIComponent(JSON.stringify({ session_id: sessionId }));
  const expires = new Date(now + MAX_AGE_SECONDS * 1000).toUTCString();
  // SameSite=None (which requires Secure) keeps the session when the viewer runs in an embed
  // frame on another site; Max-Age wins over Expires where both are understood. A page served over
  // plain http cannot set a Secure cookie, so there the cookie is first-party only (Lax): without
  // it every event would start a new session.
  const attributes = [`Max-Age=${MAX_AGE_SECONDS}`, `Expires=${expires}`, 'Path=/'];
  if (domain) attributes.push(`Domain=${domain}`);
  attributes.push(...(secure ? ['Secure', 'SameSite=None'] : ['SameSite=Lax']));
  return `${ANALYTICS_SESSION_COOKIE}=${value}; ${attributes.join('; ')}`;
}

/** Reuses the cookie's session id or makes a new one, and writes the cookie with a fresh expiry. */
export function touchSession(jar: CookieJar, { domain, now, uuid, secure }: SessionCookieOptions): string {
  const sessionId = readSessionId(jar.cookie) ?? uuid();
  jar.cookie = sessionCookieString(sessionId, domain, now, secure);
  return sessionId;
}
