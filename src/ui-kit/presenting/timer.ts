// The presenter view's elapsed timer: start, pause, reset, and it starts by
// itself at the presenter's first move. Pure state over timestamps, so it can be tested without
// waiting; useElapsedTimer.ts ticks it once a second.

export interface TimerState {
  /** When the running stretch began (ms since epoch), or null while paused or not started. */
  runningSince: number | null;
  /** Time counted before the running stretch. */
  counted: number;
}

export const TIMER_STOPPED: TimerState = { runningSince: null, counted: 0 };

export const isRunning = (timer: TimerState) => timer.runningSince !== null;
export const hasStarted = (timer: TimerState) => timer.runningSince !== null || timer.counted > 0;

export const startTimer = (timer: TimerState, now: number): TimerState =>
  timer.runningSince !== null ? timer : { ...timer, runningSince: now };

export const pauseTimer = (timer: TimerState, now: number): TimerState =>
  timer.runningSince === null
    ? timer
    : { runningSince: null, counted: timer.counted + Math.max(0, now - timer.runningSince) };

export const elapsedMs = (timer: TimerState, now: number) =>
  timer.counted + (timer.runningSince === null ? 0 : Math.max(0, now - timer.runningSince));

/** 0:00, 4:05, 1:02:03: minutes and seconds, hours once there are any. */
export function formatElapsed(ms: number): string {
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
