// The canvas's keys, so every action has a way without a mouse: arrows move the selection a pixel
// (ten with Shift), Tab and Shift+Tab walk the elements in reading order and leave the canvas at
// either end (no trap), Enter edits a text or zooms into a frame, Escape leaves a frame's selection
// for its parent and then the selection, Delete deletes, and the usual shortcuts undo, redo,
// duplicate, group, restack, select all and zoom. Each action is announced through the live region.
import { type RefObject, useEffect, useRef } from 'react';
import { useT } from '../../../../i18n/react';
import { duplicate } from '../../../../kernel/document/canvas/crdt/ops-duplicate';
import { deleteElements } from '../../../../kernel/document/canvas/crdt/ops-elements';
import { moveElements } from '../../../../kernel/document/canvas/crdt/ops-geometry';
import {
  bringForward,
  bringToFront,
  group,
  sendBackward,
  sendToBack,
  ungroup,
} from '../../../../kernel/document/canvas/crdt/ops-order';
import type { CanvasElement } from '../../../../kernel/document/canvas/model';
import { boundsOfBoxes, type Camera, type EditorCamera, type Size, zoomAt } from './camera';
import type { CanvasStore } from './canvas-store';
import { nextInTabOrder } from './selection-rules';

export interface KeyboardOptions {
  store: CanvasStore;
  camera: EditorCamera;
  size: Size;
  setCamera(next: Camera | ((current: Camera) => Camera)): void;
  readOnly: boolean;
  onEditText(id: string): void;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
const TEXT_KINDS = new Set(['text', 'shape']);

type Translate = ReturnType<typeof useT>;
type Ctx = KeyboardOptions & { t: Translate };

/** The keys that change the selected elements; false when the key is not one of them. */
function edits({ store, camera, t }: Ctx, event: React.KeyboardEvent, ids: readonly string[]): boolean {
  const { ydoc } = store;
  const mod = event.ctrlKey || event.metaKey;
  const list = [...ids];
  const first = list[0];
  if (event.key === 'Delete' || event.key === 'Backspace')
    return store.run(() => deleteElements(ydoc, list), t('canvas.deleted', { n: list.length }));
  if (mod && event.key.toLowerCase() === 'd') {
    let copies = new Map<string, string>();
    const ran = store.run(
      () => {
        copies = duplicate(ydoc, list, { newId: store.newId });
      },
      t('canvas.duplicated', { n: list.length }),
    );
    if (ran) store.select(list.flatMap((id) => copies.get(id) ?? []));
    return true;
  }
  if (mod && event.key.toLowerCase() === 'g') {
    if (event.shiftKey) return store.run(() => ungroup(ydoc, list), t('canvas.ungrouped'));
    if (list.length < 2) return false;
    return store.run(() => group(ydoc, list, store.newId()), t('canvas.grouped', { n: list.length }));
  }
  if (mod && (event.key === ']' || event.key === '[') && first) {
    const forward = event.key === ']';
    const op = forward
      ? event.shiftKey
        ? bringToFront
        : bringForward
      : event.shiftKey
        ? sendToBack
        : sendBackward;
    return store.run(() => op(ydoc, first), t(forward ? 'canvas.broughtForward' : 'canvas.sentBackward'));
  }
  const arrow = ARROWS[event.key];
  if (arrow && !mod) {
    // A pixel on screen, whatever the zoom: what a person nudging by eye expects.
    const step = (event.shiftKey ? 10 : 1) * camera.unitsPerPixel();
    const nudge = () => moveElements(ydoc, list, arrow[0] * step, arrow[1] * step);
    return store.run(nudge, t('canvas.nudged'), { merge: true });
  }
  return false;
}

/** A key `edits` would act on: read-only, it is kept from the browser (Ctrl+D bookmarks) and does nothing. */
function editsKey(event: React.KeyboardEvent): boolean {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (event.key === 'Delete' || event.key === 'Backspace') return true;
  if (mod) return key === 'd' || key === 'g' || key === '[' || key === ']';
  return event.key in ARROWS;
}

/** Plus, minus and 0: zoom about the middle, and show everything. */
function views({ store, camera, size, setCamera }: Ctx, event: React.KeyboardEvent): boolean {
  const centre = { x: size.width / 2, y: size.height / 2 };
  if (event.key === '+' || event.key === '=') setCamera((c) => zoomAt(c, size, centre, 1.25));
  else if (event.key === '-' || event.key === '_') setCamera((c) => zoomAt(c, size, centre, 0.8));
  else if (event.key === '0') {
    const bounds = boundsOfBoxes(store.snapshot().document.elements);
    if (bounds) camera.show(bounds);
  } else return false;
  return true;
}

/** Tab and Shift+Tab: the next element in reading order, or false to let focus leave the canvas. */
function walk({ store, t }: Ctx, event: React.KeyboardEvent, selection: readonly string[]): boolean {
  const { document } = store.snapshot();
  if (selection.length === 0 && event.shiftKey) return false;
  const next = nextInTabOrder(document, selection[selection.length - 1], event.shiftKey);
  if (!next) return false;
  store.select([next.id]);
  store.announce(t('canvas.selectedElement', { kind: t(`canvas.kind.${next.kind}`), label: labelOf(next) }));
  return true;
}

/** Undo, Redo and Select all, which need no selection. */
function history({ store, t, readOnly }: Ctx, event: React.KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey)) return false;
  const key = event.key.toLowerCase();
  if (key === 'z' || key === 'y') {
    // Read-only, there is nothing of this person's to take back: the key is kept from the browser.
    if (readOnly) return true;
    const redo = key === 'y' || event.shiftKey;
    if (redo) store.undoManager.redo();
    else store.undoManager.undo();
    store.announce(t(redo ? 'canvas.redone' : 'canvas.undone'));
    return true;
  }
  if (key === 'a') {
    const { elements } = store.snapshot().document;
    store.select(elements.map((element) => element.id));
    store.announce(t('canvas.selected', { n: elements.length }));
    return true;
  }
  return false;
}

/** Escape climbs out (to the frame holding the element, then to nothing); Enter goes in. */
function inOut(ctx: Ctx, event: React.KeyboardEvent, selection: readonly string[]): boolean {
  const { store } = ctx;
  const { document } = store.snapshot();
  const only = document.elements.find((element) => element.id === selection[0]);
  if (event.key === 'Escape' && selection.length > 0) {
    store.select(selection.length === 1 && only?.parent ? [only.parent] : []);
    return true;
  }
  if (event.key !== 'Enter' || selection.length !== 1 || !only) return false;
  if (TEXT_KINDS.has(only.kind) && !ctx.readOnly) ctx.onEditText(only.id);
  else ctx.camera.show(only);
  return true;
}

export function useEditorKeyboard(options: KeyboardOptions) {
  const t = useT();
  const panning = useRef(false);

  useEffect(() => {
    const up = (event: KeyboardEvent) => {
      if (event.key === ' ') panning.current = false;
    };
    window.addEventListener('keyup', up);
    return () => window.removeEventListener('keyup', up);
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    // Keys typed into the text editor or a panel's field are theirs.
    if (event.target !== event.currentTarget) return;
    const ctx: Ctx = { ...options, t };
    const { selection } = options.store.snapshot();
    const mod = event.ctrlKey || event.metaKey;
    if (event.key === ' ') panning.current = true;
    const handled =
      event.key === ' ' ||
      (event.key === 'Tab' ? walk(ctx, event, selection) : false) ||
      (event.key !== 'Tab' &&
        (history(ctx, event) ||
          inOut(ctx, event, selection) ||
          (selection.length > 0 && (options.readOnly ? editsKey(event) : edits(ctx, event, selection))) ||
          (!mod && views(ctx, event))));
    if (handled) event.preventDefault();
  };

  return { onKeyDown, panning: panning as RefObject<boolean> };
}

/** A few words naming an element for an announcement. */
export function labelOf(element: CanvasElement): string {
  if (element.kind === 'frame') return element.title ?? '';
  if (element.kind === 'image') return element.alt;
  if (element.kind === 'video') return element.title;
  const content = element.kind === 'text' || element.kind === 'shape' ? element.content : undefined;
  const words = content?.paragraphs.map((p) => p.runs.map((run) => run.text).join('')).join(' ') ?? '';
  return words.length > 40 ? `${words.slice(0, 40)}…` : words;
}
