// Rate limiters for lazy loading and resize/scroll handlers (spec §7, §9: 300 ms by default).
// Each returns a plain function with cancel(), so a component can drop pending calls on unmount.
import { DEBOUNCE_MS, THROTTLE_MS } from './constants';

export type Cancellable<A extends unknown[]> = ((...args: A) => void) & { cancel(): void };

/** Calls fn once calls have stopped for `wait` ms, with the latest arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait = DEBOUNCE_MS): Cancellable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  };
  debounced.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}

/**
 * Calls fn at once, then at most once per `wait` ms: calls inside a window are folded into one
 * trailing call with the latest arguments at the window's end, which opens the next window.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait = THROTTLE_MS): Cancellable<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const endWindow = () => {
    if (pending === undefined) {
      timer = undefined;
      return;
    }
    const args = pending;
    pending = undefined;
    // Restart the window before calling, so a call made from inside fn is throttled too.
    timer = setTimeout(endWindow, wait);
    fn(...args);
  };
  const throttled = (...args: A) => {
    if (timer === undefined) {
      timer = setTimeout(endWindow, wait);
      fn(...args);
    } else {
      pending = args;
    }
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
