import { describe, expect, it, vi } from 'vitest';
import {
  afterNextPaint,
  FRAME_WAIT_MS,
  type FrameScheduler,
  IDLE_WAIT_MS,
  type IdleScheduler,
  QUIET_WAIT_MS,
  QuietQueue,
  queueTask,
  whenQuiet,
} from './after-paint';

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

/** An idle scheduler whose idle periods and timers the test runs. */
function idle(visibilityState: DocumentVisibilityState = 'visible', withIdle = true) {
  const idles: Array<{ callback: () => void; timeout: number }> = [];
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let ids = 0;
  const fake: IdleScheduler = {
    visibilityState,
    requestIdleCallback: withIdle ? (callback, { timeout }) => idles.push({ callback, timeout }) : undefined,
    setTimeout: (callback, ms) => {
      timers.set(++ids, { callback, ms });
      return ids;
    },
    clearTimeout: (id) => timers.delete(id as number),
  };
  return {
    fake,
    idles,
    timers,
    /** The browser's next idle period. */
    period: () => idles.shift()?.callback(),
    /** Fires the timers set for `ms`. */
    fire: (ms: number) => {
      for (const [id, timer] of [...timers]) {
        if (timer.ms !== ms) continue;
        timers.delete(id);
        timer.callback();
      }
    },
  };
}

describe('QuietQueue', () => {
  it('runs what waits, in order, in the first idle period when nothing moves', () => {
    const order: number[] = [];
    const s = idle();
    const queue = new QuietQueue(s.fake);
    queue.add(() => order.push(1));
    queue.add(() => order.push(2));
    expect(s.idles).toEqual([{ callback: expect.any(Function), timeout: IDLE_WAIT_MS }]);
    s.period();
    expect(order).toEqual([1, 2]);
    expect(s.timers.size).toBe(0);
  });

  it('waits for every motion to end, idle periods between its frames notwithstanding', () => {
    const ran = vi.fn();
    const s = idle();
    const queue = new QuietQueue(s.fake);
    const flight = queue.startMotion();
    const other = queue.startMotion();
    queue.add(ran);
    expect(s.idles).toHaveLength(0);
    flight();
    flight(); // a second stop of one motion does not end another
    expect(s.idles).toHaveLength(0);
    other();
    s.period();
    expect(ran).toHaveBeenCalledOnce();
  });

  it('tells its listeners when the page starts moving and when the last motion ends', () => {
    const queue = new QuietQueue(idle().fake);
    const told: boolean[] = [];
    const stop = queue.onMotion((moving) => told.push(moving));
    const flight = queue.startMotion();
    const other = queue.startMotion();
    expect(queue.moving).toBe(true);
    flight();
    flight();
    expect(told).toEqual([true]);
    other();
    expect(told).toEqual([true, false]);
    expect(queue.moving).toBe(false);
    stop();
    queue.startMotion()();
    expect(told).toEqual([true, false]);
  });

  it('waits again for a motion that starts before the idle period comes', () => {
    const ran = vi.fn();
    const s = idle();
    const queue = new QuietQueue(s.fake);
    queue.add(ran);
    const flight = queue.startMotion();
    s.period();
    expect(ran).not.toHaveBeenCalled();
    flight();
    s.period();
    expect(ran).toHaveBeenCalledOnce();
  });

  it('runs anyway after QUIET_WAIT_MS of motion', () => {
    const ran = vi.fn();
    const s = idle();
    const queue = new QuietQueue(s.fake);
    queue.startMotion();
    queue.add(ran);
    s.fire(QUIET_WAIT_MS);
    expect(ran).toHaveBeenCalledOnce();
  });

  it('runs work for a still page only when it is still: not after QUIET_WAIT_MS, nor when flushed', () => {
    const still = vi.fn();
    const bookkeeping = vi.fn();
    const s = idle();
    const queue = new QuietQueue(s.fake);
    const flight = queue.startMotion();
    queue.addWhenStill(still);
    queue.add(bookkeeping);
    s.fire(QUIET_WAIT_MS);
    queue.flush();
    expect(bookkeeping).toHaveBeenCalledOnce();
    expect(still).not.toHaveBeenCalled();
    expect(s.idles).toHaveLength(0);
    flight();
    s.period();
    expect(still).toHaveBeenCalledOnce();
  });

  it('runs what waits when flushed (the page hidden or left), and at once in a hidden page', () => {
    const s = idle();
    const queue = new QuietQueue(s.fake);
    const first = vi.fn();
    queue.add(first);
    queue.flush();
    expect(first).toHaveBeenCalledOnce();
    s.period();
    expect(first).toHaveBeenCalledOnce();
    expect(s.timers.size).toBe(0);

    const hidden = idle('hidden');
    const now = vi.fn();
    new QuietQueue(hidden.fake).add(now);
    expect(now).toHaveBeenCalledOnce();
    expect(hidden.idles).toHaveLength(0);
  });

  it('keeps running the rest when one piece of work throws, and reports the error', async () => {
    const s = idle();
    const queue = new QuietQueue(s.fake);
    const after = vi.fn();
    const reported = new Promise((resolve) => process.once('uncaughtException', resolve));
    queue.add(() => {
      throw new Error('broken');
    });
    queue.add(after);
    s.period();
    expect(after).toHaveBeenCalledOnce();
    expect(await reported).toEqual(new Error('broken'));
  });

  it('waits a timer of IDLE_WAIT_MS where the browser has no requestIdleCallback', () => {
    const s = idle('visible', false);
    const queue = new QuietQueue(s.fake);
    const ran = vi.fn();
    queue.add(ran);
    s.fire(IDLE_WAIT_MS);
    expect(ran).toHaveBeenCalledOnce();
  });
});

describe('whenQuiet', () => {
  it('runs work at once once the page is gone, as a torn-down test document leaves it', () => {
    const page = { visibilityState: 'visible', addEventListener: () => undefined };
    vi.stubGlobal('window', page);
    vi.stubGlobal('document', page);
    const whileThere = vi.fn();
    whenQuiet(whileThere);
    expect(whileThere).not.toHaveBeenCalled();

    vi.unstubAllGlobals();
    const afterwards = vi.fn();
    whenQuiet(afterwards);
    expect(afterwards).toHaveBeenCalledOnce();
  });
});
