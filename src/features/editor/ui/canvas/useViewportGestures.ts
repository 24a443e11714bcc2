// The viewport's pointer gestures: select (a click, Shift to add, a group as one), move the selection
// with snapping, resize and turn with the handles, a selection box dragged on the empty canvas, and
// panning (a drag with the middle button, the Space key held, or one finger on the empty canvas) and
// pinching (two fingers). A gesture is previewed without writing; its end is one edit, one Undo.
import { type RefObject, useCallback, useRef, useState } from 'react';
import { useT } from '../../../../i18n/react';
import {
  moveElements,
  resizeElement,
  rotateElement,
} from '../../../../kernel/document/canvas/crdt/ops-geometry';
import type { CanvasElement } from '../../../../kernel/document/canvas/model';
import type { Guide } from '../../../../kernel/document/canvas/snap';
import { type BoxLike, type Camera, type Point, panBy, type Size, screenToWorld, zoomAt } from './camera';
import type { CanvasStore } from './canvas-store';
import {
  boxBetween,
  elementsInside,
  type Handle,
  resizedBox,
  rotationTowards,
  snapDrag,
} from './gesture-geometry';
import { descendantsOf, selectionFor } from './selection-rules';

export interface GesturePreview {
  move?: { ids: ReadonlySet<string>; dx: number; dy: number };
  resize?: { id: string; box: BoxLike };
  rotate?: { id: string; rotation: number };
  marquee?: BoxLike;
  guides: Guide[];
}

type Gesture =
  | { kind: 'move'; start: Point; ids: string[]; moved: Set<string>; dx: number; dy: number }
  | { kind: 'resize'; element: CanvasElement; handle: Handle; box?: BoxLike }
  | { kind: 'rotate'; element: CanvasElement; rotation?: number }
  | { kind: 'marquee'; start: Point; end: Point; additive: boolean }
  | { kind: 'pan'; last: Point };

/** Screen pixels within which a press is still a click, and snapping reaches. */
const CLICK_SLOP = 3;
const SNAP_PX = 6;
const NO_PREVIEW: GesturePreview = { guides: [] };

export interface GestureOptions {
  store: CanvasStore;
  viewportRef: RefObject<HTMLElement | null>;
  camera: Camera;
  size: Size;
  setCamera(next: Camera | ((current: Camera) => Camera)): void;
  readOnly: boolean;
  /** Space is held: a drag pans. */
  panning: RefObject<boolean>;
}

/** What the gesture handlers share: the hook's state and the conversions of a pointer's place. */
interface Context extends GestureOptions {
  t: ReturnType<typeof useT>;
  gesture: { current: Gesture | null };
  /** What the last press landed on: a double click's target once the pointer was captured. */
  pressed: { current: Pressed };
  touches: Map<number, Point>;
  view: { current: { camera: Camera; size: Size } };
  local(event: { clientX: number; clientY: number }): Point;
  world(event: { clientX: number; clientY: number }): Point;
  setPreview(preview: GesturePreview): void;
}

/** An element, and the table cell within it when the press was on one. */
interface Pressed {
  id: string | null;
  cell?: { row: number; column: number };
}

/** The row and column of the table cell holding `target`, header row included, as the model counts. */
function cellOf(target: Element): Pressed['cell'] {
  const cell = target.closest?.('td, th');
  const row = cell?.parentElement;
  const table = row?.closest('table');
  if (!cell || !row || !table) return undefined;
  return {
    row: [...table.querySelectorAll('tr')].indexOf(row as HTMLTableRowElement),
    column: [...row.children].indexOf(cell),
  };
}

function begin(ctx: Context, event: React.PointerEvent, next: Gesture) {
  ctx.gesture.current = next;
  ctx.viewportRef.current?.setPointerCapture?.(event.pointerId);
}

function pointerDown(ctx: Context, event: React.PointerEvent) {
  const { store } = ctx;
  if (event.pointerType === 'touch') ctx.touches.set(event.pointerId, ctx.local(event));
  if (ctx.touches.size === 2) return begin(ctx, event, { kind: 'pan', last: ctx.local(event) });
  const target = (event.target as Element).closest?.('[data-element-id]');
  const id = target?.getAttribute('data-element-id') ?? null;
  ctx.pressed.current = { id, cell: cellOf(event.target as Element) };
  const empty = id === null;
  if (event.button === 1 || ctx.panning.current || (empty && event.pointerType === 'touch'))
    return begin(ctx, event, { kind: 'pan', last: ctx.local(event) });
  if (event.button !== 0) return;
  ctx.viewportRef.current?.focus({ preventScroll: true });
  const { document, selection } = store.snapshot();
  if (empty) {
    const at = ctx.world(event);
    if (!event.shiftKey) store.select([]);
    return begin(ctx, event, { kind: 'marquee', start: at, end: at, additive: event.shiftKey });
  }
  const picked = selectionFor(document, selection, id, event.shiftKey);
  if (picked !== selection) store.select(picked);
  if (ctx.readOnly || !picked.includes(id)) return;
  begin(ctx, event, {
    kind: 'move',
    start: ctx.world(event),
    ids: [...picked],
    moved: descendantsOf(document, picked),
    dx: 0,
    dy: 0,
  });
}

function pinch(ctx: Context, event: React.PointerEvent) {
  const before = [...ctx.touches.values()];
  ctx.touches.set(event.pointerId, ctx.local(event));
  const after = [...ctx.touches.values()];
  if (before.length !== 2 || after.length !== 2) return;
  const [a0, b0] = before as [Point, Point];
  const [a1, b1] = after as [Point, Point];
  const factor = Math.hypot(a1.x - b1.x, a1.y - b1.y) / Math.max(Math.hypot(a0.x - b0.x, a0.y - b0.y), 1);
  const mid = { x: (a1.x + b1.x) / 2, y: (a1.y + b1.y) / 2 };
  const shift = { x: mid.x - (a0.x + b0.x) / 2, y: mid.y - (a0.y + b0.y) / 2 };
  ctx.setCamera((current) => zoomAt(panBy(current, shift.x, shift.y), ctx.view.current.size, mid, factor));
}

function pointerMove(ctx: Context, event: React.PointerEvent) {
  if (event.pointerType === 'touch' && ctx.touches.size === 2) return pinch(ctx, event);
  const now = ctx.gesture.current;
  if (!now) return;
  if (now.kind === 'pan') {
    const at = ctx.local(event);
    ctx.setCamera((current) => panBy(current, at.x - now.last.x, at.y - now.last.y));
    now.last = at;
    return;
  }
  const at = ctx.world(event);
  if (now.kind === 'marquee') {
    now.end = at;
    ctx.setPreview({ marquee: boxBetween(now.start, at), guides: [] });
  } else if (now.kind === 'move') {
    const { document } = ctx.store.snapshot();
    const moving = document.elements.filter((element) => now.ids.includes(element.id));
    const others = document.elements.filter((element) => !now.moved.has(element.id));
    const [dx, dy] = [at.x - now.start.x, at.y - now.start.y];
    const snapped = event.altKey
      ? { dx, dy, snapped: null }
      : snapDrag(moving, others, dx, dy, SNAP_PX / ctx.view.current.camera.zoom);
    now.dx = snapped.dx;
    now.dy = snapped.dy;
    ctx.setPreview({
      move: { ids: now.moved, dx: now.dx, dy: now.dy },
      guides: snapped.snapped?.guides ?? [],
    });
  } else if (now.kind === 'resize') {
    now.box = resizedBox(now.element, now.handle, at, event.shiftKey);
    ctx.setPreview({ resize: { id: now.element.id, box: now.box }, guides: [] });
  } else {
    now.rotation = rotationTowards(now.element, at, event.shiftKey ? 15 : undefined);
    ctx.setPreview({ rotate: { id: now.element.id, rotation: now.rotation }, guides: [] });
  }
}

/** The end of a gesture: one edit (one step of Undo), or a selection. */
function pointerUp(ctx: Context, event: React.PointerEvent) {
  const { store, t } = ctx;
  ctx.touches.delete(event.pointerId);
  const done = ctx.gesture.current;
  ctx.gesture.current = null;
  ctx.setPreview(NO_PREVIEW);
  if (!done) return;
  const { ydoc } = store;
  const zoom = ctx.view.current.camera.zoom;
  if (done.kind === 'marquee') {
    const area = boxBetween(done.start, done.end);
    if (area.width * zoom < CLICK_SLOP && area.height * zoom < CLICK_SLOP) return;
    const inside = elementsInside(store.snapshot().document.elements, area);
    store.select(done.additive ? [...store.snapshot().selection, ...inside] : inside);
    store.announce(t('canvas.selected', { n: store.snapshot().selection.length }));
  } else if (done.kind === 'move') {
    if (Math.hypot(done.dx, done.dy) * zoom < CLICK_SLOP) return;
    store.run(
      () => moveElements(ydoc, done.ids, done.dx, done.dy),
      t('canvas.moved', { n: done.ids.length }),
    );
  } else if (done.kind === 'resize' && done.box) {
    const box = done.box;
    store.run(() => resizeElement(ydoc, done.element.id, box), t('canvas.resized'));
  } else if (done.kind === 'rotate' && done.rotation !== undefined) {
    const rotation = done.rotation;
    store.run(
      () => rotateElement(ydoc, done.element.id, rotation),
      t('canvas.rotated', { degrees: Math.round(rotation) }),
    );
  }
}

export function useViewportGestures(options: GestureOptions) {
  const { store, viewportRef, camera, size, setCamera, readOnly } = options;
  const t = useT();
  const [preview, setPreview] = useState<GesturePreview>(NO_PREVIEW);
  const gesture = useRef<Gesture | null>(null);
  const pressed = useRef<Pressed>({ id: null });
  const touches = useRef(new Map<number, Point>());
  const view = useRef({ camera, size });
  view.current = { camera, size };

  const local = useCallback(
    (event: { clientX: number; clientY: number }): Point => {
      const rect = viewportRef.current?.getBoundingClientRect();
      return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
    },
    [viewportRef],
  );
  const world = (event: { clientX: number; clientY: number }) =>
    screenToWorld(view.current.camera, view.current.size, local(event));
  const ctx: Context = {
    ...options,
    t,
    gesture,
    pressed,
    touches: touches.current,
    view,
    local,
    world,
    setPreview,
  };

  const onHandleDown = (handle: Handle | 'rotate', event: React.PointerEvent) => {
    event.stopPropagation();
    const { document, selection } = store.snapshot();
    const element = document.elements.find((each) => each.id === selection[0]);
    if (readOnly || !element) return;
    begin(
      ctx,
      event,
      handle === 'rotate' ? { kind: 'rotate', element } : { kind: 'resize', element, handle },
    );
  };

  const onWheel = useCallback(
    (event: WheelEvent) => {
      event.preventDefault();
      const at = local(event);
      // A trackpad's pinch arrives as a wheel with Ctrl held, as does Ctrl and the mouse wheel.
      if (event.ctrlKey || event.metaKey)
        setCamera((current) => zoomAt(current, view.current.size, at, Math.exp(-event.deltaY * 0.01)));
      else setCamera((current) => panBy(current, -event.deltaX, -event.deltaY));
    },
    [local, setCamera],
  );

  return {
    preview,
    pressed,
    onPointerDown: (event: React.PointerEvent) => pointerDown(ctx, event),
    onPointerMove: (event: React.PointerEvent) => pointerMove(ctx, event),
    onPointerUp: (event: React.PointerEvent) => pointerUp(ctx, event),
    onHandleDown,
    onWheel,
  };
}
