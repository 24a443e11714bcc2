// What the reading-order panel lists: the elements of the canvas, or of one frame, in the order a
// screen reader reads them (the kernel's reading order, text.ts), each with what a reader hears
// first. Pure; the panel turns each descriptor into words of the page's language.
import type { CanvasDocument, CanvasElement, ShapeKind } from '../../../../../kernel/document/canvas/model';
import { elementLines, elementsInReadingOrder } from '../../../../../kernel/document/canvas/text';

/** How many words of a text the list shows. */
const LABEL_WORDS = 8;

export type ReadingLabel =
  | { type: 'words'; words: string }
  | { type: 'untitledFrame' }
  | { type: 'emptyText' }
  | { type: 'decorative' }
  | { type: 'needsAlt' }
  | { type: 'shape'; shape: ShapeKind }
  | { type: 'connector' }
  | { type: 'emptyTable' };

export interface ReadingEntry {
  element: CanvasElement;
  /** How many frames of the list enclose it: 0 at the top. */
  depth: number;
  label: ReadingLabel;
}

/** The first words a reader hears, with an ellipsis when there are more. */
export function firstWords(lines: readonly string[], count = LABEL_WORDS): string {
  const words = lines.join(' ').split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
}

export function readingLabel(element: CanvasElement): ReadingLabel {
  if (element.kind === 'image') {
    if (element.decorative) return { type: 'decorative' };
    return element.alt.trim() === ''
      ? { type: 'needsAlt' }
      : { type: 'words', words: firstWords([element.alt]) };
  }
  if (element.kind === 'connector') return { type: 'connector' };
  const words = firstWords(elementLines(element));
  if (words !== '') return { type: 'words', words };
  switch (element.kind) {
    case 'frame':
      return { type: 'untitledFrame' };
    case 'shape':
      return { type: 'shape', shape: element.shape };
    case 'table':
      return { type: 'emptyTable' };
    default:
      return { type: 'emptyText' };
  }
}

/** The elements in reading order: all of them, or what the frame `within` holds (not the frame). */
export function readingOrder(doc: CanvasDocument, within?: string): ReadingEntry[] {
  const byId = new Map(doc.elements.map((element) => [element.id, element]));
  const depthOf = (element: CanvasElement): number | null => {
    let depth = 0;
    for (let at = element.parent; at !== undefined; at = byId.get(at)?.parent) {
      if (at === within) return depth;
      if (byId.get(at) === undefined || depth > doc.elements.length) break;
      depth++;
    }
    return within === undefined ? depth : null;
  };
  return elementsInReadingOrder(doc).flatMap((element) => {
    const depth = depthOf(element);
    return depth === null ? [] : [{ element, depth, label: readingLabel(element) }];
  });
}

/** The frame whose reading order the panel shows for a selection: the one selected frame, if any. */
export function frameInSelection(doc: CanvasDocument, selection: readonly string[]): string | undefined {
  if (selection.length !== 1) return undefined;
  return doc.elements.find((element) => element.id === selection[0] && element.kind === 'frame')?.id;
}
