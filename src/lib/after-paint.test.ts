import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint, FRAME_WAIT_MS, type FrameScheduler, queueTask } from './after-paint';

function scheduler(visibilityState: DocumentVisibilityState = 'visible') {
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const fake: FrameScheduler = {
    visibilityState,
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => {
      expect(ms).toBe(FRAME_WAIT_MS);
      timers.push(callback);
    },
    queueTask: (callback) => tasks.push(callback),
  };
  const drain = (queue: Array<() => void>) => {
    for (const callback of queue.splice(0)) callback();
  };
  return { fake, frames: () => drain(frames), timers: () => drain(timers), tasks: () => drain(tasks) };
}

describe('afterNextPaint', () => {
  it('runs in the task after the first frame, not in the frame itself', () => {
    const run = vi.fn();
    const s = scheduler();
    afterNextPaint(run, { scheduler: s.fake });
    expect(run).not.toHaveBeenCalled();
    s.frames();
    expect(run).not.toHaveBeenCalled();
    s.tasks();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs once, even when the fallback timer fires after the frame', () => {
    const run = vi.fn();
    const s = scheduler();
    afterNextPaint(run, { scheduler: s.fake });
    s.frames();
    s.timers();
    s.tasks();
    expect(run).toHaveBeenCalledOnce();
  });

  it('does not wait for a frame that never comes (an embed out of sight)', () => {
    const run = vi.fn();
    const s = scheduler();
    afterNextPaint(run, { scheduler: s.fake });
    s.timers();
    s.tasks();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at once in a hidden tab, which paints nothing', () => {
    const run = vi.fn();
    const s = scheduler('hidden');
    afterNextPaint(run, { scheduler: s.fake });
    s.tasks();
    expect(run).toHaveBeenCalledOnce();
  });
});

describe('queueTask', () => {
  it('runs every task, first in first out, through the page’s one channel', async () => {
    const made = vi.spyOn(globalThis, 'MessageChannel');
    const order: number[] = [];
    await new Promise<void>((resolve) => {
      for (const n of [1, 2, 3]) queueTask(() => order.push(n));
      queueTask(resolve);
    });
    await new Promise<void>((resolve) => queueTask(resolve));
    expect(order).toEqual([1, 2, 3]);
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    made.mockRestore();
  });
});
