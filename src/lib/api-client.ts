// Our JSON calls from the browser (spec §7 Like headers): JSON content type, the X-CSRFToken
// header from the csrftoken cookie, basic authorization from the page origin's credentials on
// the preprod host; a non-OK response rejects with its status text.
import { type Endpoint, type EndpointAnswer, type EndpointInput, fillPath } from '../kernel/endpoint';
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

/** The browser's, with requests the browser finishes after the page has gone (fetch's keepalive). */
export const keepaliveDeps = (): RequestDeps => ({
  ...browserDeps(),
  fetch: (input, init) => fetch(input, { ...init, keepalive: true }),
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
  options: { body?: unknown; withoutCsrfToken?: boolean } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  // Only the embed's view call goes without: our Lax cookie never reaches a frame on another site.
  if (!options.withoutCsrfToken) {
    const token = readCookie('csrftoken', deps.cookie());
    if (!token) throw new Error(NO_CSRF_TOKEN);
    headers['X-CSRFToken'] = token;
  }
  const authorization = preprodAuthorization(deps.location());
  if (authorization) headers.Authorization = authorization;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const response = await deps.fetch(path, { method, headers, body, credentials: 'same-origin' });
  if (!response.ok) throw new Error(response.statusText);
  return (await response.json()) as T;
}

/** A failed JSON call: the server's `{error:{code,message}}`, or the status text when there was none. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Our own JSON calls (the owner side): a JSON body when given (a Blob is sent as the file it is),
 * CSRF header, and the server's
 * error message on failure so forms can show it. Resolves to undefined for 204 No Content.
 */
export async function apiCall<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  deps: RequestDeps = browserDeps(),
): Promise<T> {
  const headers: Record<string, string> = {};
  if (method !== 'GET') {
    const token = readCookie('csrftoken', deps.cookie());
    if (!token) throw new ApiError(403, 'csrf_failed', NO_CSRF_TOKEN);
    headers['X-CSRFToken'] = token;
  }
  // A file (a picture) goes as it is, with its own type; anything else as JSON.
  const file = typeof Blob !== 'undefined' && body instanceof Blob ? body : undefined;
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  else if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await deps.fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    ...(file ? { body: file } : body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => undefined)) as
    | (T & { error?: { code: string; message: string } })
    | undefined;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      data?.error?.code ?? 'http_error',
      data?.error?.message ?? response.statusText,
    );
  }
  return data as T;
}

/**
 * A call declared in a feature's contracts (decision 084): the path is built from its template
 * and parameters, the query and body are those its schemas declare, and the answer is typed by
 * them. Fails as apiCall does, with an ApiError.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[input, deps]: object extends EndpointInput<E>
    ? [input?: EndpointInput<E>, deps?: RequestDeps]
    : [input: EndpointInput<E>, deps?: RequestDeps]
): Promise<EndpointAnswer<E>> {
  const { body } = (input ?? {}) as { body?: unknown };
  return apiCall<EndpointAnswer<E>>(endpoint.method, pathOf(endpoint.path, input ?? {}), body, deps);
}

/** A declared call's address: its template filled with the parameters (encoded), and the query. */
export const declaredPath = <E extends Endpoint>(
  endpoint: E,
  input: Pick<EndpointInput<E>, 'params' | 'query'>,
): string => pathOf(endpoint.path, input);

function pathOf(template: string, input: object): string {
  const { params, query } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | undefined>;
  };
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(name, String(value));
  const queryString = search.toString();
  return fillPath(template, params) + (queryString ? `?${queryString}` : '');
}
