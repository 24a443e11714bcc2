// Work a process does again and again (sweeps, refreshes, heartbeats) starts here and nowhere
// else, so every repeating task has the same three guarantees: a run never overlaps the one before
// it (a slow sweep is skipped over, not piled up), a failed run is logged and the next one comes
// on time, and stopping waits for the run in flight so a closing server never cuts one in half.
// The timer is unref'd: a repeating task never keeps a process alive by itself.

/** Where a failed run is reported: Fastify's logger or any other with pino's `warn`. */
export interface RepeatLog {
  warn(details: object, message: string): void;
}

export interface Repeating {
  /** Runs the task now, unless a run is in flight (then waits for that one). */
  runNow(): Promise<void>;
  /** No more runs; resolves once the run in flight, if any, has finished. */
  stop(): Promise<void>;
}

export interface RepeatOptions {
  /** Said in the log when a run fails: "<name> failed; it runs again shortly". */
  name: string;
  everyMs: number;
  log: RepeatLog;
  /** Runs once at once, before the first interval (default: false). */
  immediately?: boolean;
}

export function repeat(task: () => unknown, options: RepeatOptions): Repeating {
  let running: Promise<void> | null = null;
  let stopped = false;

  const runOnce = (): Promise<void> => {
    if (running) return running;
    running = (async () => {
      try {
        await task();
      } catch (error) {
        options.log.warn({ err: error }, `${options.name} failed; it runs again shortly`);
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const timer = setInterval(() => {
    if (!stopped && !running) void runOnce();
  }, options.everyMs);
  timer.unref();
  if (options.immediately) void runOnce();

  return {
    runNow: () => (stopped ? Promise.resolve() : runOnce()),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
