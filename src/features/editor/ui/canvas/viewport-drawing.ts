// How the editor's viewport keeps drawing cheap on a large canvas: only the elements near the camera
// are mounted (mount-window.ts); while the camera moves the world is one composited layer, and
// what follows the camera outside it (the selection, the zoom's percentage) is drawn again only once
// the camera rests, so a pan or a zoom repaints nothing around the canvas.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LaidOutElement } from '../../../../kernel/document/layout-model';
import type { Camera, Size } from './camera';
import { elementsToMount, mountWindow, stillServes } from './mount-window';

/** Of the drawn elements, those near the camera (mount-window.ts), judged again only near the window's edge. */
export function useMounted(drawn: LaidOutElement[], camera: Camera, size: Size) {
  const [window, setWindow] = useState(() => mountWindow(camera, size));
  const serving = stillServes(window, camera, size) ? window : mountWindow(camera, size);
  if (serving !== window) setWindow(serving);
  return useMemo(() => elementsToMount(drawn, serving), [drawn, serving]);
}

/** How long after the camera's last move the world is drawn sharp again at its new zoom. */
const SETTLE_MS = 180;

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
 * `value` once it has stayed the same for SETTLE_MS: for what follows the camera but need not be
 * drawn on every frame of a gesture (the zoom's percentage: a change of its text repaints the page
 * around the canvas, a cost each frame of a zoom would pay).
 */
export function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value, settled]);
  return settled;
}
