// Delivering envelopes (spec §7 "Analytics send"): a beacon survives the page unloading, so it
// goes first; fetch is the fallback. The result is only "delivered or not": never an exception.
import { ANALYTICS_TIMEOUT_MS } from '../constants';
import { fetchWithTimeout } from '../fetch-with-timeout';

export interface TransportDeps {
  /** The browser's navigator, or undefined where there is none. */
  navigator: { sendBeacon?: (url: string, data?: BodyInit | null) => boolean } | undefined;
  fetch: typeof fetch | undefined;
}

/** Sends `body` (a JSON array of envelopes) and resolves whether it was accepted. */
export async function sendAnalytics(endpoint: string, body: string, deps: TransportDeps): Promise<boolean> {
  const { navigator, fetch } = deps;
  try {
    // A string beacon goes out as text/plain;charset=UTF-8, a CORS-safe type the browser never
    // preflights; false means the browser refused to queue it (e.g. over its size quota).
    if (typeof navigator?.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body)) return true;
  } catch {
    // Some browsers throw instead of returning false (e.g. a blocked URL); try fetch instead.
  }
  if (fetch === undefined) return false;
  try {
    const response = await fetchWithTimeout(
      fetch,
      endpoint,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        credentials: 'include',
        // keepalive lets the request finish when a tracked click navigates away.
        keepalive: true,
      },
      ANALYTICS_TIMEOUT_MS,
    );
    return response.ok;
  } catch {
    return false;
  }
}
