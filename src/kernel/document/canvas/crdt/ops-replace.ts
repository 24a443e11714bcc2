// Making a deck's Y.Doc hold another document as one edit (restoring an earlier version while
// others edit it): what differs is changed and nothing else, so the restore reaches every open
// editor as an ordinary change and merges with what they do meanwhile, instead of ending the
// deck's shared history. Elements keep their Y.Map when their id is kept; a field is written only
// when its value differs (rich text and table rows are written whole when they do); the path is
// rebuilt only when it differs.
import type * as Y from 'yjs';
import type { CanvasDocument } from '../model';
import { insertElement, insertStep, readElement, setField } from './mapping';
import { copyOf, edit, elementsOf, metaOf, pathOf } from './ydoc';

const META_FIELDS = ['title', 'theme', 'background'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Changes `ydoc` into `doc` in one edit; answers whether anything changed. */
export function replaceCanvas(ydoc: Y.Doc, doc: CanvasDocument): boolean {
  let changed = false;
  const mark = () => {
    changed = true;
  };
  ydoc.on('update', mark);
  try {
    edit(ydoc, () => {
      replaceMeta(ydoc, doc);
      replaceElements(ydoc, doc);
      replacePath(ydoc, doc);
    });
  } finally {
    ydoc.off('update', mark);
  }
  return changed;
}

function replaceMeta(ydoc: Y.Doc, doc: CanvasDocument) {
  const meta = metaOf(ydoc);
  for (const field of META_FIELDS) {
    const value = doc[field];
    if (value === undefined) meta.delete(field);
    else if (!same(meta.get(field), value)) meta.set(field, copyOf(value));
  }
}

function replaceElements(ydoc: Y.Doc, doc: CanvasDocument) {
  const elements = elementsOf(ydoc);
  const wanted = new Map(doc.elements.map((element) => [element.id, element]));
  for (const id of [...elements.keys()]) if (!wanted.has(id)) elements.delete(id);
  for (const element of doc.elements) {
    const map = elements.get(element.id);
    if (!map) {
      insertElement(ydoc, element);
      continue;
    }
    const current = readElement(map) as unknown as Record<string, unknown>;
    const next = element as unknown as Record<string, unknown>;
    for (const field of Object.keys(current)) if (!(field in next)) map.delete(field);
    for (const [field, value] of Object.entries(next))
      if (!same(current[field], value)) setField(map, field, value);
  }
}

function replacePath(ydoc: Y.Doc, doc: CanvasDocument) {
  const path = pathOf(ydoc);
  if (same(path.toJSON(), doc.path)) return;
  path.delete(0, path.length);
  for (const step of doc.path) insertStep(ydoc, step);
}
