// The Insert toolbar's actions: each builds a new element at the view's centre and zoom (the
// kernel's factories), adds it as one step of Undo, selects it, announces it and tells the shell,
// which starts typing in a new text box at once.
import { useT } from '../../../../../i18n/react';
import { addElement } from '../../../../../kernel/document/canvas/crdt/ops-elements';
import type {
  CanvasElement,
  ElementKind,
  FrameShape,
  ShapeKind,
} from '../../../../../kernel/document/canvas/model';
import {
  type InsertContext,
  newConnector,
  newFrame,
  newShape,
  newTable,
  newTextBox,
  newVideo,
} from '../../../../../kernel/document/canvas/new-elements';
import type { EditorCamera } from '../camera';
import type { CanvasStore } from '../canvas-store';

export type OnInserted = (id: string, kind: ElementKind) => void;

export interface InsertTarget {
  store: CanvasStore;
  camera: EditorCamera;
  onInserted?: OnInserted;
}

/** Where new elements go: the view's centre, or `at` (a world point, where a picture was dropped). */
export const insertContext = (
  store: CanvasStore,
  camera: EditorCamera,
  at?: { x: number; y: number },
): InsertContext => ({
  document: store.snapshot().document,
  centre: at ?? camera.centre(),
  unitsPerPixel: camera.unitsPerPixel(),
  newId: () => store.newId(),
});

/** Adds one element as one edit; on success it is selected and the shell is told. */
export function insertElement(
  { store, onInserted }: InsertTarget,
  element: CanvasElement,
  message: string,
): boolean {
  const done = store.run(() => addElement(store.ydoc, element), message);
  if (done) {
    store.select([element.id]);
    onInserted?.(element.id, element.kind);
  }
  return done;
}

/** The two selected elements an arrow joins, when exactly two that may be joined are selected. */
function arrowEnds(store: CanvasStore): [string, string] | null {
  const { document, selection } = store.snapshot();
  if (selection.length !== 2) return null;
  const kinds = new Map(document.elements.map((element) => [element.id, element.kind]));
  const [from, to] = selection as [string, string];
  return kinds.get(from) === 'connector' || kinds.get(to) === 'connector' ? null : [from, to];
}

export function useInsert(target: InsertTarget) {
  const t = useT();
  const { store, camera } = target;
  const context = () => insertContext(store, camera);
  const add = (element: CanvasElement, message: string) => insertElement(target, element, message);
  return {
    text: () => add(newTextBox(context()), t('canvasInsert.done.text')),
    frame: (shape: FrameShape) => add(newFrame(context(), shape), t('canvasInsert.done.frame')),
    shape: (shape: ShapeKind) => add(newShape(context(), shape), t('canvasInsert.done.shape')),
    arrow: () => {
      const ends = arrowEnds(store);
      return ends
        ? add(newConnector(context(), ...ends), t('canvasInsert.done.connector'))
        : add(newShape(context(), 'arrow'), t('canvasInsert.done.arrow'));
    },
    table: () => add(newTable(context()), t('canvasInsert.done.table')),
    video: (video: { src: string; title: string }) =>
      add(newVideo(context(), video), t('canvasInsert.done.video')),
  };
}
