import { describe, expect, it } from 'vitest';
import { elapsedMs, formatElapsed, hasStarted, pauseTimer, startTimer, TIMER_STOPPED } from './timer';

describe('the elapsed timer', () => {
  it('counts while running, holds while paused and goes on from there', () => {
    let timer = startTimer(TIMER_STOPPED, 1_000);
    expect(elapsedMs(timer, 6_000)).toBe(5_000);
    timer = pauseTimer(timer, 6_000);
    expect(elapsedMs(timer, 60_000)).toBe(5_000);
    timer = startTimer(timer, 60_000);
    expect(elapsedMs(timer, 62_500)).toBe(7_500);
  });

  it('ignores a second start and a pause while paused', () => {
    const timer = startTimer(TIMER_STOPPED, 1_000);
    expect(startTimer(timer, 9_000)).toBe(timer);
    expect(pauseTimer(TIMER_STOPPED, 9_000)).toBe(TIMER_STOPPED);
    expect(hasStarted(TIMER_STOPPED)).toBe(false);
    expect(hasStarted(pauseTimer(timer, 2_000))).toBe(true);
  });

  it('never runs backwards when the clock does', () => {
    expect(elapsedMs(startTimer(TIMER_STOPPED, 5_000), 4_000)).toBe(0);
  });

  it('reads as minutes and seconds, with hours once there are any', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(245_900)).toBe('4:05');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
  });
});
