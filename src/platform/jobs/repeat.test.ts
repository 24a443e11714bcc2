import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repeat } from './repeat';

const quietLog = () => ({ warn: vi.fn() });

/** A task whose runs the test finishes by hand. */
function heldTask() {
  const finishers: Array<() => void> = [];
  const task = vi.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  return { task, finishNext: () => finishers.shift()?.() };
}

describe('repeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the task once per interval, and not before the first one unless asked', async () => {
    const task = vi.fn();
    const repeating = repeat(task, { name: 'sweep', everyMs: 1000, log: quietLog() });
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(task).toHaveBeenCalledTimes(3);
    await repeating.stop();

    const eager = vi.fn();
    const first = repeat(eager, { name: 'sweep', everyMs: 1000, log: quietLog(), immediately: true });
    expect(eager).toHaveBeenCalledTimes(1);
    await first.stop();
  });

  it('never starts a run while the one before it is in flight', async () => {
    const { task, finishNext } = heldTask();
    const repeating = repeat(task, { name: 'sweep', everyMs: 1000, log: quietLog() });
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(1);
    finishNext();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(2);
    finishNext();
    await repeating.stop();
  });

  it('logs a failed run and runs again at the next interval', async () => {
    const log = quietLog();
    const task = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const repeating = repeat(task, { name: 'video uploads: the sweep', everyMs: 1000, log });
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith(
      { err: expect.any(Error) },
      'video uploads: the sweep failed; it runs again shortly',
    );
    await repeating.stop();
  });

  it('stop waits for the run in flight and ends the runs', async () => {
    const { task, finishNext } = heldTask();
    const repeating = repeat(task, { name: 'sweep', everyMs: 1000, log: quietLog() });
    await vi.advanceTimersByTimeAsync(1000);
    let stopped = false;
    const stopping = repeating.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finishNext();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(1);
    await repeating.runNow();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runNow joins a run in flight instead of starting a second one', async () => {
    const { task, finishNext } = heldTask();
    const repeating = repeat(task, { name: 'sweep', everyMs: 1000, log: quietLog() });
    const first = repeating.runNow();
    const second = repeating.runNow();
    expect(task).toHaveBeenCalledTimes(1);
    finishNext();
    await Promise.all([first, second]);
    await repeating.stop();
  });

  it('does not keep the process alive', () => {
    const unref = vi.spyOn(globalThis, 'setInterval');
    const repeating = repeat(() => undefined, { name: 'sweep', everyMs: 1000, log: quietLog() });
    const timer = unref.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    unref.mockRestore();
    void repeating.stop();
  });
});
