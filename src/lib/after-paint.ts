// Work that must not hold back a paint: hydration behind the page's first paint (spec §7
// "viewer-lite-component loads lazily"), and a step's bookkeeping behind the frame that answers a
// key. It runs in the task after the next frame: a rAF callback runs just before its
// frame is painted, so a task queued from there runs just after.

export interface FrameScheduler {
  visibilityState: DocumentVisibilityState;
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
  /** Queues a task (a MessageChannel message: no 4 ms clamp, unlike setTimeout). */
  queueTask(callback: () => void): void;
}

/** How long to wait for a frame that may never come (an embed's frame out of sight gets none). */
export const FRAME_WAIT_MS = 250;

/**
 * Tasks queued with a MessageChannel (no 4 ms clamp, unlike setTimeout), first in first out. One
 * channel for the page, held here: a channel made per task and dropped at once is garbage, and a
 * port collected before its message arrives loses the task. React's scheduler keeps one too.
 */
const queuedTasks: Array<() => void> = [];
let taskChannel: MessageChannel | null = null;

export function queueTask(callback: () => void) {
  if (!taskChannel) {
    taskChannel = new MessageChannel();
    taskChannel.port1.onmessage = () => queuedTasks.shift()?.();
  }
  queuedTasks.push(callback);
  taskChannel.port2.postMessage(null);
}

function browserScheduler(): FrameScheduler {
  return {
    visibilityState: document.visibilityState,
    requestAnimationFrame: (callback) => requestAnimationFrame(callback),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    queueTask,
  };
}

/**
 * Runs `run` once, in the task after the next frame (at once in a hidden tab, which paints nothing).
 * `mark` names a performance mark set at that frame.
 */
export function afterNextPaint(
  run: () => void,
  { mark, scheduler = browserScheduler() }: { mark?: string; scheduler?: FrameScheduler } = {},
): void {
  let done = false;
  const afterFrame = () => {
    if (done) return;
    done = true;
    scheduler.queueTask(run);
  };
  if (scheduler.visibilityState === 'hidden') {
    afterFrame();
    return;
  }
  scheduler.requestAnimationFrame(() => {
    if (mark) performance.mark(mark);
    afterFrame();
  });
  scheduler.setTimeout(afterFrame, FRAME_WAIT_MS);
}

// Work that can wait for the page to be still: a step's analytics, its visit beacon, the address's
// #step=. Each costs a few milliseconds that a flight's frames need (at 4x CPU a step's
// bookkeeping was a 10-30 ms task among the flight's first frames). What moves says so
// (`startMotion`, the player's camera while it flies); waiting work runs in the first idle period
// after the last motion ends. An idle period alone does not say the page is still: there is one
// between any two frames, and a page with any requestAnimationFrame loop never has a long one.

/** Work waits at most this long for the page to be still. */
export const QUIET_WAIT_MS = 4000;
/** Once still, how long an idle period may take to come. */
export const IDLE_WAIT_MS = 500;

export interface IdleScheduler {
  readonly visibilityState: DocumentVisibilityState;
  /** Absent where the browser has none (Safari): a timer of IDLE_WAIT_MS stands in. */
  requestIdleCallback?(callback: () => void, options: { timeout: number }): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** Work waiting for the page to be still, run first in first out, all at once when it is. */
export class QuietQueue {
  private readonly waiting: Array<() => void> = [];
  /** Work that only helps while the page is still (addWhenStill): never run by a deadline or flush. */
  private readonly stillOnly: Array<() => void> = [];
  private motions = 0;
  private readonly motionListeners = new Set<(moving: boolean) => void>();
  private idleAsked = false;
  private deadline: unknown = null;

  constructor(private readonly scheduler: IdleScheduler) {}

  add(run: () => void): void {
    // A hidden page draws nothing, and may be gone before any idle period comes.
    if (this.scheduler.visibilityState === 'hidden') {
      runReporting(run);
      return;
    }
    this.waiting.push(run);
    if (this.waiting.length > 1) return;
    this.deadline = this.scheduler.setTimeout(() => this.flush(), QUIET_WAIT_MS);
    this.askForIdle();
  }

  /**
   * Runs `run` in the first idle period after every motion has ended, and never sooner: not after
   * QUIET_WAIT_MS, nor when the page is hidden or left. For work that is worth nothing mid-flight and
   * that a later step redoes anyway (drawing the frames of the flights onward, useDrawnFrames).
   */
  addWhenStill(run: () => void): void {
    this.stillOnly.push(run);
    this.askForIdle();
  }

  /** Something starts moving; the answer says it has stopped (once, however often it is called). */
  startMotion(): () => void {
    this.motions++;
    if (this.motions === 1) this.tellMotion(true);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.motions--;
      if (this.motions === 0) this.tellMotion(false);
      this.askForIdle();
    };
  }

  get moving(): boolean {
    return this.motions > 0;
  }

  /** Calls `listener` when the page starts moving (true) and when every motion has ended (false). */
  onMotion(listener: (moving: boolean) => void): () => void {
    this.motionListeners.add(listener);
    return () => this.motionListeners.delete(listener);
  }

  private tellMotion(moving: boolean): void {
    for (const listener of [...this.motionListeners]) runReporting(() => listener(moving));
  }

  /** Runs what waits now: the page is being hidden or left, or has waited QUIET_WAIT_MS. */
  flush(): void {
    this.scheduler.clearTimeout(this.deadline);
    this.deadline = null;
    for (const run of this.waiting.splice(0)) runReporting(run);
  }

  private askForIdle(): void {
    if (this.motions > 0 || this.idleAsked) return;
    if (this.waiting.length === 0 && this.stillOnly.length === 0) return;
    this.idleAsked = true;
    const idle = () => {
      this.idleAsked = false;
      // A motion that started since is waited for in turn.
      if (this.motions > 0) return;
      this.flush();
      for (const run of this.stillOnly.splice(0)) runReporting(run);
    };
    const { requestIdleCallback } = this.scheduler;
    if (requestIdleCallback) requestIdleCallback(idle, { timeout: IDLE_WAIT_MS });
    else this.scheduler.setTimeout(idle, IDLE_WAIT_MS);
  }
}

/** One piece of work failing does not keep the rest from running; its error is still reported. */
function runReporting(run: () => void): void {
  try {
    run();
  } catch (error) {
    queueMicrotask(() => {
      throw error;
    });
  }
}

let pageQueue: QuietQueue | null = null;

function quietQueue(): QuietQueue {
  if (pageQueue) return pageQueue;
  const queue = new QuietQueue({
    get visibilityState() {
      // The page may be gone while a task it queued is on its way (a component test's document is
      // torn down after its last test): nothing will be drawn, so the work runs at once.
      return typeof document === 'undefined' ? 'hidden' : document.visibilityState;
    },
    requestIdleCallback:
      typeof requestIdleCallback === 'function'
        ? (callback, options) => requestIdleCallback(callback, options)
        : undefined,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  });
  window.addEventListener('pagehide', () => queue.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  pageQueue = queue;
  return queue;
}

/**
 * Runs `run` once the page is still: in the first idle period after every motion has ended, after
 * QUIET_WAIT_MS at the latest, and at once when the page is hidden or left.
 */
export function whenQuiet(run: () => void): void {
  quietQueue().add(run);
}

/** Runs `run` in the first idle period after every motion has ended, however long that takes. */
export function whenStill(run: () => void): void {
  quietQueue().addWhenStill(run);
}

/** Says the page moves (a flight starts) until the function it answers is called. */
export function startMotion(): () => void {
  return quietQueue().startMotion();
}

/**
 * Calls `listener` with true when the page starts moving and false when it is still again; at
 * once with the state it is in. The answer stops the calls.
 */
export function onMotion(listener: (moving: boolean) => void): () => void {
  const queue = quietQueue();
  listener(queue.moving);
  return queue.onMotion(listener);
}
