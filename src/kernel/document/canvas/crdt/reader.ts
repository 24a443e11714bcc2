// The document a Y.Doc holds, read again after every change, re-reading only the elements the
// change touched: the end of a drag on a canvas of 500 elements reads one element, not 500, and
// the elements nothing touched keep their identity, so what is worked out from them (their layout,
// their drawing) is kept too. It reads exactly what canvasFromYDoc reads.
import type * as Y from 'yjs';
import type { CanvasDocument, CanvasElement } from '../model';
import { canvasFromYDoc, readElement } from './mapping';
import { elementsOf, type YElement } from './ydoc';

export interface CanvasReader {
  read(): CanvasDocument;
  destroy(): void;
}

export function canvasReader(ydoc: Y.Doc): CanvasReader {
  const elements = elementsOf(ydoc);
  const known = new Map<string, { map: YElement; element: CanvasElement }>();
  // Observers run before the Y.Doc's "update" event, so a read from an update's listener is current.
  const forget = (events: Y.YEvent<Y.AbstractType<unknown>>[]) => {
    for (const event of events) {
      if (event.target === elements) for (const id of event.keys.keys()) known.delete(id);
      else if (typeof event.path[0] === 'string') known.delete(event.path[0]);
    }
  };
  elements.observeDeep(forget);

  const elementOf = (id: string, map: YElement): CanvasElement => {
    const kept = known.get(id);
    if (kept?.map === map) return kept.element;
    const element = readElement(map);
    known.set(id, { map, element });
    return element;
  };

  return {
    read: () => canvasFromYDoc(ydoc, elementOf),
    destroy: () => elements.unobserveDeep(forget),
  };
}
