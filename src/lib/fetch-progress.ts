// Fetches JSON and reports how much of it has arrived (0–1), so the loading screen follows the
// real download (spec §2 loading mode). Without a Content-Length it reports only the end.
export async function fetchJsonWithProgress<T>(
  url: string,
  onProgress: (fraction: number) => void,
  fetchFn: typeof fetch = fetch,
): Promise<T> {
  const response = await fetchFn(url, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
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
