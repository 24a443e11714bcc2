// Waiting for a condition, the one way the tests poll: the wait ends as soon as the condition holds,
// so a fast machine is not slowed down, and `timeoutMs` is only the point where a slow machine's
// patience becomes a failure, never a delay the verdict depends on (CONTRIBUTING.md, Tests). Poll
// only what has no event to wait on: a process's port that starts answering, a row another server
// writes, a status another server reaches.

export interface WaitOptions {
  /** What is awaited, for the failure's message: "the server on 8080 to answer". */
  what: string;
  /** How long a loaded machine may take before the wait fails. */
  timeoutMs?: number;
  /** The pause between two looks at the condition. */
  everyMs?: number;
}

/**
 * Resolves with the condition's first truthy value. A condition that throws ends the wait with its
 * error (a server that exited will not start answering): catch what only means "not yet".
 */
export async function waitUntil<T>(
  condition: () => T | Promise<T>,
  { what, timeoutMs = 30_000, everyMs = 50 }: WaitOptions,
): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value as NonNullable<T>;
    if (performance.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** True once `url` answers with a success, false while it refuses or fails. */
export const answersOk = (url: string): Promise<boolean> =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );
