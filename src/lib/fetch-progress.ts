// Fetches JSON and reports how much of it has arrived (0–1), so the loading screen follows the
// real download (spec §2 loading mode). Without a Content-Length it reports only the end.
const REQUEST: RequestInit = { credentials: 'same-origin', headers: { accept: 'application/json' } };

/** Downloads started before anyone asked (prefetchJson), by address, until fetchJsonWithProgress takes them. */
const prefetched = new Map<string, Promise<unknown>>();

/** Starts downloading JSON that fetchJsonWithProgress will soon be asked for (Present pressed early). */
export function prefetchJson(url: string, fetchFn: typeof fetch = fetch): void {
  if (prefetched.has(url)) return;
  adoptPrefetch(url, fetchFn(url, REQUEST));
}

/** Hands over a download someone else started (the page's first script, early-present-script.ts). */
export function adoptPrefetch(url: string, response: Promise<Response>): void {
  const value = response.then((answer) => {
    if (!answer.ok) throw new Error(answer.statusText || `HTTP ${answer.status}`);
    return answer.json() as Promise<unknown>;
  });
  value.catch(() => undefined); // a failure is reported by the fresh request that replaces it
  prefetched.set(url, value);
}

export async function fetchJsonWithProgress<T>(
  url: string,
  onProgress: (fraction: number) => void,
  fetchFn: typeof fetch = fetch,
): Promise<T> {
  const early = prefetched.get(url);
  if (early) {
    prefetched.delete(url);
    const value = await early.catch(() => undefined);
    if (value !== undefined) {
      onProgress(1);
      return value as T;
    }
  }
  const response = await fetchFn(url, REQUEST);
  if (!response.ok) throw new Error(response.statusText || `HTTP ${response.status}`);
  const total = Number(response.headers.get('content-length')) || 0;
  if (!response.body || !total) {
    const value = (await response.json()) as T;
    onProgress(1);
    return value;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(Math.min(1, received / total));
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  onProgress(1);
  return JSON.parse(new TextDecoder().decode(bytes)) as T;
}
