// Our JSON calls from the browser (spec §7 Like headers): JSON content type, the X-CSRFToken
// header from the csrftoken cookie, basic authorization from the page origin's credentials on
// the preprod host; a non-OK response rejects with its status text.
import { readCookie } from './cookies';

export const NO_CSRF_TOKEN = 'Cannot make request without CSRF token.';

export interface RequestDeps {
  fetch: typeof fetch;
  cookie: () => string;
  location: () => { hostname: string; href: string };
}

const browserDeps = (): RequestDeps => ({
  fetch: (...args) => fetch(...args),
  cookie: () => document.cookie,
  location: () => (typeof window === 'undefined' ? { hostname: '', href: '' } : window.location),
});

/** "Basic dXNlcjpwYXNz" from https://user:pass@preprod.example/, only on preprod hosts. */
export function preprodAuthorization(location: { hostname: string; href: string }): string | undefined {
  if (!location.hostname.includes('preprod')) return undefined;
  const url = new URL(location.href);
  if (!url.username) return undefined;
  return `Basic ${btoa(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`)}`;
}

export async function apiRequest<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  deps: RequestDeps = browserDeps(),
): Promise<T> {
  const token = readCookie('csrftoken', deps.cookie());
  if (!token) throw new Error(NO_CSRF_TOKEN);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-CSRFToken': token };
  const authorization = preprodAuthorization(deps.location());
  if (authorization) headers.Authorization = authorization;
  const response = await deps.fetch(path, { method, headers, credentials: 'same-origin' });
  if (!response.ok) throw new Error(response.statusText);
  return (await response.json()) as T;
}
