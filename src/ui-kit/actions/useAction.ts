// The state of one asynchronous action on the settings page (save, create, revoke…): idle,
// running, done or failed with the server's message, so each section can say what happened.
import { useCallback, useRef, useState } from 'react';

export type ActionState =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; message: string }
  | { state: 'failed'; message: string };

export function useAction() {
  const [status, setStatus] = useState<ActionState>({ state: 'idle' });
  const running = useRef(false);
  /** Runs `work` unless another run is under way; `work` returns the success message. */
  const run = useCallback(async (work: () => Promise<string>) => {
    if (running.current) return;
    running.current = true;
    setStatus({ state: 'busy' });
    try {
      setStatus({ state: 'done', message: await work() });
    } catch (error) {
      setStatus({ state: 'failed', message: (error as Error).message });
    } finally {
      running.current = false;
    }
  }, []);
  /** Forgets what the last run did (not while one runs). */
  const reset = useCallback(() => {
    if (!running.current) setStatus({ state: 'idle' });
  }, []);
  return { status, run, reset, busy: status.state === 'busy' };
}
