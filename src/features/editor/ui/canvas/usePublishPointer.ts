// Shows the others in the deck where this person's pointer is over the canvas, in canvas units so
// each of them draws it under their own camera: at most every POINTER_MS however fast the mouse
// moves, the last place always sent, and null once the pointer leaves the canvas. A finger is not a
// pointer anyone hovers with, so touches are not shown.
import { type RefObject, useEffect } from 'react';
import type { LivePresence } from '../../live-protocol';
import type { EditorCamera } from './camera';

/** At most twenty pointer places a second go to the others. */
export const POINTER_MS = 50;

type Pointer = LivePresence['pointer'];
export type PublishPresence = (change: Partial<Omit<LivePresence, 'user'>>) => void;

const samePointer = (a: Pointer, b: Pointer) => a === b || (!!a && !!b && a.x === b.x && a.y === b.y);

export function usePublishPointer(
  viewportRef: RefObject<HTMLElement | null>,
  camera: EditorCamera,
  publish: PublishPresence | undefined,
) {
  useEffect(() => {
    const element = viewportRef.current;
    if (!element || !publish) return;
    let published: Pointer = null;
    let pending: Pointer = null;
    let lastAt = Number.NEGATIVE_INFINITY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      timer = undefined;
      if (samePointer(pending, published)) return;
      published = pending;
      lastAt = Date.now();
      publish({ pointer: pending });
    };
    const queue = (pointer: Pointer) => {
      pending = pointer;
      if (timer === undefined) timer = setTimeout(send, Math.max(0, lastAt + POINTER_MS - Date.now()));
    };
    const place = (event: MouseEvent) => {
      // The camera's view starts at the viewport's top left corner, one screen pixel per unitsPerPixel.
      const rect = element.getBoundingClientRect();
      const view = camera.currentView();
      const perPixel = camera.unitsPerPixel();
      queue({
        x: view.x + (event.clientX - rect.left) * perPixel,
        y: view.y + (event.clientY - rect.top) * perPixel,
      });
    };
    const moved = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') place(event);
    };
    const left = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') queue(null);
    };
    element.addEventListener('pointermove', moved);
    element.addEventListener('pointerleave', left);
    // A wheel's pan or zoom moves the canvas under a pointer that stays put: its canvas place changes.
    // The viewport's own wheel listener, added first, has moved the camera by the time this one runs.
    element.addEventListener('wheel', place, { passive: true });
    return () => {
      element.removeEventListener('wheel', place);
      element.removeEventListener('pointermove', moved);
      element.removeEventListener('pointerleave', left);
      clearTimeout(timer);
    };
  }, [viewportRef, camera, publish]);
}
