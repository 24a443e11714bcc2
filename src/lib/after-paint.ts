// Work that must not hold back a paint: hydration behind the page's first paint (spec §7
// "viewer-lite-component loads lazily"), and a step's bookkeeping behind the frame that answers a
// key (issue #14). It runs in the task after the next frame: a rAF callback runs just before its
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
