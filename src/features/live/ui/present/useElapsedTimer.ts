// The presenter view's timer and wall clock, ticking once a second. Both render "--" on the server
// and until the page runs, so the server's time never has to match the browser's.
import { useCallback, useEffect, useState } from 'react';
import {
  elapsedMs,
  pauseTimer,
  startTimer,
  TIMER_STOPPED,
  type TimerState,
} from '../../../../ui-kit/presenting/timer';

export interface ElapsedTimer {
  timer: TimerState;
  /** Now, once the page runs (null before: nothing time-dependent is rendered on the server). */
  now: number | null;
  elapsed: number;
  start(): void;
  pause(): void;
  reset(): void;
}

export function useElapsedTimer(clock: () => number = Date.now): ElapsedTimer {
  const [timer, setTimer] = useState<TimerState>(TIMER_STOPPED);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(clock());
    const id = setInterval(() => setNow(clock()), 1000);
    return () => clearInterval(id);
  }, [clock]);
  const start = useCallback(() => {
    const at = clock();
    setTimer((current) => startTimer(current, at));
    setNow(at);
  }, [clock]);
  const pause = useCallback(() => {
    const at = clock();
    setTimer((current) => pauseTimer(current, at));
    setNow(at);
  }, [clock]);
  const reset = useCallback(() => setTimer(TIMER_STOPPED), []);
  return { timer, now, elapsed: now === null ? 0 : elapsedMs(timer, now), start, pause, reset };
}
