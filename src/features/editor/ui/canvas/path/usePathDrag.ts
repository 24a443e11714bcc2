// Reordering the path by dragging a step's handle onto another step's place: the dragged step takes
// the place of the one it is dropped on, as in Google Slides' filmstrip. Pointer Events rather than
// HTML5 drag and drop, because a finger never starts an HTML5 drag in Chromium or Safari; one
// gesture serves the mouse, the pen and the finger. The handle captures the pointer, so the moves
// and the lift reach it wherever the pointer goes. A press becomes a drag only past a few pixels (a
// tap moves nothing); Escape, a cancelled pointer (the system taking the touch) or a lift off the
// list drops nothing.
import { type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { dropIndex, indexUnder, type Point, pastDragStart } from './path-drag';

/** What the handle of one step listens to. */
export interface DragHandleProps {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(): void;
}

export interface PathDrag {
  draggedId: string | null;
  overIndex: number | null;
  handle(stepId: string): DragHandleProps;
}

interface Press {
  stepId: string;
  pointerId: number;
  start: Point;
  dragging: boolean;
  over: number | null;
}

const pointOf = (event: PointerEvent): Point => ({ x: event.clientX, y: event.clientY });

/** `list` holds the step items, in the path's order, as its children. */
export function usePathDrag(
  list: RefObject<HTMLElement | null>,
  indexOf: (stepId: string) => number,
  move: (stepId: string, to: number) => void,
): PathDrag {
  // The press lives in a ref, read by every move; the state only draws the dragged step and target.
  const press = useRef<Press | null>(null);
  const [shown, setShown] = useState<{ id: string; over: number | null } | null>(null);
  const cancel = useCallback(() => {
    press.current = null;
    setShown(null);
  }, []);
  const active = shown !== null;
  useEffect(() => {
    if (!active) return;
    // Escape belongs to the drag while it lasts, not to the editor's own Escape (clear selection).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      cancel();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [active, cancel]);
  const overAt = (point: Point) =>
    indexUnder(
      point,
      list.current ? [...list.current.children].map((item) => item.getBoundingClientRect()) : [],
    );
  const pressed = (event: PointerEvent) =>
    press.current?.pointerId === event.pointerId ? press.current : null;
  return {
    draggedId: shown?.id ?? null,
    overIndex: shown?.over ?? null,
    handle: (stepId) => ({
      onPointerDown(event) {
        if (!event.isPrimary || event.button !== 0) return;
        // No text selection and no focus change under a mouse drag.
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        press.current = {
          stepId,
          pointerId: event.pointerId,
          start: pointOf(event),
          dragging: false,
          over: null,
        };
      },
      onPointerMove(event) {
        const current = pressed(event);
        if (!current || (!current.dragging && !pastDragStart(current.start, pointOf(event)))) return;
        const over = overAt(pointOf(event));
        if (current.dragging && over === current.over) return;
        current.dragging = true;
        current.over = over;
        setShown({ id: current.stepId, over });
      },
      onPointerUp(event) {
        const current = pressed(event);
        if (!current) return;
        cancel();
        const to = current.dragging ? dropIndex(indexOf(current.stepId), current.over) : null;
        if (to !== null) move(current.stepId, to);
      },
      onPointerCancel: cancel,
    }),
  };
}
