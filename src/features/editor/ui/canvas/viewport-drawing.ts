// How the editor's viewport keeps drawing cheap on a large canvas: only the elements near the camera
// are mounted (mount-window.ts); while the camera moves the world is one composited layer, and
// what follows the camera outside it (the selection, the zoom's percentage) is drawn again only once
// the camera rests, so a pan or a zoom repaints nothing around the canvas.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LaidOutElement } from '../../../../kernel/document/layout-model';
import type { Camera, Size } from './camera';
import {
  ADMIT_PER_FRAME,
  admitNearest,
  elementsToMount,
  FIRST_PACE,
  type MountWindow,
  mountWindow,
  nextPace,
  type Pace,
  stillServes,
  waitingAfterMove,
} from './mount-window';

interface Mounting {
  window: MountWindow | null;
  /** What the window's last move brought near and is not mounted yet. */
  waiting: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * How long after the camera's last move the world is drawn sharp again at its new zoom, and
 * mounting goes at its resting pace.
 */
const SETTLE_MS = 180;

/**
 * Of the drawn elements, those near the camera (mount-window.ts), judged again only near the
 * window's edge. What a move of the window brings near is mounted over the next animation frames,
 * nearest first, so no frame of a pan or a zoom pays for all of it; an element added to the
 * document (inserted, pasted, someone else's) is mounted at once. `busy` while some wait.
 */
export function useMounted(drawn: LaidOutElement[], camera: Camera, size: Size) {
  const [mounting, setMounting] = useState<Mounting>(() => ({
    window: mountWindow(camera, size),
    waiting: NONE,
  }));
  let { window, waiting } = mounting;
  if (!stillServes(window, camera, size)) {
    const next = mountWindow(camera, size);
    const before = elementsToMount(drawn, window).filter((each) => !waiting.has(each.element.id));
    waiting = next === null ? NONE : waitingAfterMove(elementsToMount(drawn, next), before);
    window = next;
    setMounting({ window, waiting });
  }
  const wanted = useMemo(() => elementsToMount(drawn, window), [drawn, window]);
  // The batch carries over from one move to the next; the time of the last admitting frame does not.
  const pace = useRef<{ pace: Pace; at: number | null }>({ pace: FIRST_PACE, at: null });
  const movedAt = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every move of the camera
  useEffect(() => {
    movedAt.current = performance.now();
  }, [camera]);
  useEffect(() => {
    if (waiting.size === 0) {
      pace.current.at = null;
      return;
    }
    const frame = requestAnimationFrame((now) => {
      const { at } = pace.current;
      const resting = now - movedAt.current >= SETTLE_MS;
      pace.current = resting
        ? { pace: pace.current.pace, at: null }
        : { pace: nextPace(pace.current.pace, at === null ? null : now - at), at: now };
      const batch = resting
        ? Math.max(ADMIT_PER_FRAME.atRest, pace.current.pace.batch)
        : pace.current.pace.batch;
      setMounting((current) =>
        current.waiting === waiting
          ? { window, waiting: admitNearest(waiting, wanted, window, batch) }
          : current,
      );
    });
    return () => cancelAnimationFrame(frame);
  }, [waiting, wanted, window]);
  const mounted = useMemo(
    () => (waiting.size === 0 ? wanted : wanted.filter((each) => !waiting.has(each.element.id))),
    [wanted, waiting],
  );
  return { mounted, busy: waiting.size > 0 };
}

/**
 * While the camera moves, the world is a layer of its own that the compositor moves and scales as a
 * picture (as the player does in a flight), instead of painting every element again each frame; a
 * moment after the camera stops it is painted once, sharp at the zoom it stopped at.
 */
export function useMovingLayer(camera: Camera) {
  const world = useRef<HTMLDivElement | null>(null);
  const first = useRef(true);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every move of the camera
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = world.current;
    if (!element) return;
    element.style.willChange = 'transform';
    clearTimeout(settle.current);
    settle.current = setTimeout(() => element.style.removeProperty('will-change'), SETTLE_MS);
  }, [camera]);
  useEffect(() => () => clearTimeout(settle.current), []);
  return world;
}

/**
 * `value` once it has stayed the same for `ms`: for what follows the camera but need not be drawn
 * on every frame of a gesture (the zoom's percentage: a change of its text repaints the page around
 * the canvas, a cost each frame of a zoom would pay), or follows the document but need not be
 * drawn again on every key or drag (the path's thumbnails).
 */
export function useSettled<T>(value: T, ms = SETTLE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, settled, ms]);
  return settled;
}
