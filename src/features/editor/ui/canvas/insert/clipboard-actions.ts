// The clipboard's actions on the canvas, shared by the keyboard's events and the menu's items:
// what a copy takes (and keeps, for browsers whose clipboard keeps only words), a cut's delete,
// and a paste of our elements, a picture file or words.
import type { RefObject } from 'react';
import type { useT } from '../../../../../i18n/react';
import {
  type CanvasClip,
  clipPlainText,
  copiedElements,
  parseClip,
  pastedElements,
  textFromPlain,
} from '../../../../../kernel/document/canvas/clipboard';
import { addElement, deleteElements } from '../../../../../kernel/document/canvas/crdt/ops-elements';
import { edit } from '../../../../../kernel/document/canvas/crdt/ydoc';
import { newTextBox, newTextSize } from '../../../../../kernel/document/canvas/new-elements';
import { CANVAS_LINE_HEIGHT } from '../../../../../kernel/document/canvas/text-fit';
import type { EditorCamera } from '../camera';
import type { CanvasStore } from '../canvas-store';
import type { ClipboardContent } from './clipboard-io';
import { insertContext, insertElement } from './useInsert';

export interface ClipboardTarget {
  store: CanvasStore;
  camera: EditorCamera;
  oid: string;
  /** The drop hook's way in for pictures (useCanvasDrop's insertPictureFiles). */
  insertPictureFiles?: (files: readonly Blob[]) => Promise<void>;
}

/** A paste screen pixels away from its originals, when pasted where they are. */
const PASTE_OFFSET_PIXELS = 20;

/** Our elements in what was pasted: our type, our JSON pasted as words, or the words of our last copy. */
function clipIn(content: ClipboardContent, memory: CanvasClip | null): CanvasClip | null {
  const own = (content.podium && parseClip(content.podium)) || (content.text && parseClip(content.text));
  if (own) return own;
  return memory && content.text !== undefined && content.text === clipPlainText(memory.elements)
    ? memory
    : null;
}

export function clipboardActions(
  latest: RefObject<ClipboardTarget>,
  memory: RefObject<CanvasClip | null>,
  t: ReturnType<typeof useT>,
) {
  const take = (): CanvasClip | null => {
    const { store, oid } = latest.current;
    const { document, selection } = store.snapshot();
    const elements = copiedElements(document, selection);
    if (elements.length === 0) return null;
    memory.current = { source: oid, elements };
    return memory.current;
  };
  const copied = (clip: CanvasClip) =>
    latest.current.store.announce(t('canvasInsert.copied', { count: clip.elements.length }));
  const remove = (clip: CanvasClip) => {
    const { store } = latest.current;
    const ids = [...store.snapshot().selection];
    store.run(() => deleteElements(store.ydoc, ids), t('canvasInsert.cut', { count: clip.elements.length }));
  };

  const pasteClip = (clip: CanvasClip) => {
    const { store, camera, oid } = latest.current;
    const unitsPerPixel = camera.unitsPerPixel();
    const elements = pastedElements(store.snapshot().document, clip, {
      deck: oid,
      newId: () => store.newId(),
      offset: PASTE_OFFSET_PIXELS * unitsPerPixel,
      centre: camera.centre(),
      view: camera.currentView(),
    });
    if (elements.length === 0) return store.announce(t('canvasInsert.nothingToPaste'));
    const added = store.run(
      () =>
        edit(store.ydoc, () => {
          for (const element of elements) addElement(store.ydoc, element);
        }),
      t('canvasInsert.pasted', { count: elements.length }),
    );
    const ids = new Set(elements.map((element) => element.id));
    if (added)
      store.select(elements.filter((element) => !ids.has(element.parent ?? '')).map((element) => element.id));
  };
  const pasteText = (text: string) => {
    const { store, camera } = latest.current;
    const size = newTextSize(camera.unitsPerPixel());
    const content = textFromPlain(text);
    for (const paragraph of content.paragraphs) for (const run of paragraph.runs) run.size = size;
    const box = newTextBox(insertContext(store, camera));
    const height = Math.max(box.height, content.paragraphs.length * size * CANVAS_LINE_HEIGHT);
    insertElement(
      { store, camera },
      { ...box, y: box.y + box.height / 2 - height / 2, height, content },
      t('canvasInsert.pastedText'),
    );
  };
  const pasteContent = async (content: ClipboardContent) => {
    const clip = clipIn(content, memory.current);
    if (clip) return pasteClip(clip);
    const pictures = latest.current.insertPictureFiles;
    if (content.pictures.length > 0 && pictures) return pictures(content.pictures);
    if (content.text?.trim()) return pasteText(content.text);
    latest.current.store.announce(t('canvasInsert.nothingToPaste'));
  };

  return { take, copied, remove, pasteClip, pasteContent };
}
