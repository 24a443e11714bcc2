// One timeout rule for the log and analytics calls (spec §7: 20 s). The timer races the fetch
// as well as aborting it, so the caller is released on time even if the request ignores the abort.

export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
}

export function fetchWithTimeout(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      reject(new RequestTimeoutError(`Request to ${url} timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    fetchFn(url, { ...init, signal: controller.signal }).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The global fetch, looked up at call time so a stubbed or late-installed fetch is used. */
export const globalFetch: typeof fetch = (input, init) => fetch(input, init);
