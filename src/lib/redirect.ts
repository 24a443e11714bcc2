// Redirect helper (spec §7): leave the page once some work (usually an analytics call) has
// settled, but never let slow or failing work hold the visitor back longer than `wait`.
import { REDIRECT_WAIT_MS } from './constants';

export interface RedirectOptions {
  /** The longest the redirect waits for the promise, or the plain delay without one. */
  wait?: number;
  /** Performs the navigation; injectable so tests (and SSR) never touch window.location. */
  assign?: (url: string) => void;
}

const assignLocation = (url: string) => window.location.assign(url);

/**
 * Redirects to `url` when `promise` settles (resolved or rejected) or after `wait` ms, whichever
 * comes first, exactly once; without a promise, after `wait` ms. Resolves once redirected.
 */
export function redirectAfter(
  url: string,
  promise?: PromiseLike<unknown>,
  { wait = REDIRECT_WAIT_MS, assign = assignLocation }: RedirectOptions = {},
): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      assign(url);
      resolve();
    };
    const timer = setTimeout(go, wait);
    promise?.then(go, go);
  });
}
