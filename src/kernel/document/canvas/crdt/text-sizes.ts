// Scaling the font sizes written in an element's rich text, for a frame resized with its contents:
// a text without a size takes the theme's, which the renderer scales with its box already.
import * as Y from 'yjs';
import { CANVAS_LIMITS } from '../model';
import type { MarkAttributes } from './rich-text';
import type { YElement } from './ydoc';

const clampFont = (size: number) =>
  Math.min(Math.max(Math.round(size * 100) / 100, CANVAS_LIMITS.fontSize.min), CANVAS_LIMITS.fontSize.max);

/** Every rich text an element holds: its content, or each of a table's cells. */
export function fragmentsOf(element: YElement): Y.XmlFragment[] {
  const content = element.get('content');
  if (content instanceof Y.XmlFragment) return [content];
  const rows = element.get('rows');
  if (!(rows instanceof Y.Array)) return [];
  return rows
    .toArray()
    .flatMap((row: Y.Array<Y.Map<unknown>>) => row.toArray())
    .map((cell) => cell.get('content'))
    .filter((fragment): fragment is Y.XmlFragment => fragment instanceof Y.XmlFragment);
}

export function scaleTextSizes(element: YElement, factor: number) {
  if (factor === 1) return;
  for (const fragment of fragmentsOf(element)) {
    for (const paragraph of fragment.toArray()) {
      if (!(paragraph instanceof Y.XmlElement)) continue;
      for (const text of paragraph.toArray()) if (text instanceof Y.XmlText) scaleRuns(text, factor);
    }
  }
}

function scaleRuns(text: Y.XmlText, factor: number) {
  let offset = 0;
  for (const op of text.toDelta() as { insert: string; attributes?: MarkAttributes }[]) {
    const size = op.attributes?.size?.value;
    if (typeof size === 'number')
      text.format(offset, op.insert.length, { size: { value: clampFont(size * factor) } });
    offset += op.insert.length;
  }
}
