// The words of a canvas document, in reading order: what search, the transcript, descriptions,
// translation and screen readers are given. Reading order is the path's order of frames first,
// then what no step reaches; inside a frame, top to bottom and left to right.
import type { CanvasDocument, CanvasElement, RichText } from './model';

/** A rich text as plain lines, one per paragraph. */
export const richTextLines = (text: RichText): string[] =>
  text.paragraphs.map((paragraph) => paragraph.runs.map((run) => run.text).join(''));

/** The words an element carries: text, a picture's description, a table's cells, a video's title. */
export function elementLines(element: CanvasElement): string[] {
  switch (element.kind) {
    case 'frame':
      return element.title ? [element.title] : [];
    case 'text':
      return richTextLines(element.content);
    case 'shape':
      return element.content ? richTextLines(element.content) : [];
    case 'image':
      return element.decorative ? [] : [element.alt];
    case 'video':
      return [element.title];
    case 'table':
      return element.rows.map((row) => row.flatMap((cell) => richTextLines(cell.content)).join('\t'));
    case 'connector':
      return [];
  }
}

/** Top to bottom, then left to right: how a reader scans one level of a frame. */
const byPosition = (a: CanvasElement, b: CanvasElement) => a.y - b.y || a.x - b.x;

/** The elements in reading order: each frame followed by its content, frames in path order first. */
export function elementsInReadingOrder(doc: CanvasDocument): CanvasElement[] {
  const children = new Map<string | undefined, CanvasElement[]>();
  for (const element of doc.elements) {
    const siblings = children.get(element.parent) ?? [];
    siblings.push(element);
    children.set(element.parent, siblings);
  }
  for (const siblings of children.values()) siblings.sort(byPosition);
  const ordered: CanvasElement[] = [];
  const seen = new Set<string>();
  // A frame the path reaches is read when the path reaches it, not where it sits in its parent: a
  // topic's subtopics on the ring around its words come after those words, as they are presented.
  const onPath = new Set(doc.path.flatMap((step) => (step.frame ? [step.frame] : [])));
  const visit = (element: CanvasElement) => {
    if (seen.has(element.id)) return;
    seen.add(element.id);
    ordered.push(element);
    for (const child of children.get(element.id) ?? []) if (!onPath.has(child.id)) visit(child);
  };
  const byId = new Map(doc.elements.map((element) => [element.id, element]));
  for (const step of doc.path) {
    const frame = step.frame ? byId.get(step.frame) : undefined;
    if (frame) visit(frame);
  }
  for (const element of children.get(undefined) ?? []) visit(element);
  return ordered;
}

/** All visible text in reading order, one line per paragraph, with the speaker notes left out. */
export function canvasPlainText(doc: CanvasDocument): string {
  return [doc.title, ...elementsInReadingOrder(doc).flatMap(elementLines)]
    .filter((line) => line.trim() !== '')
    .join('\n');
}

/** Every picture a canvas document shows, for preloading and for checking its uploads. */
export function canvasImages(doc: CanvasDocument): string[] {
  const images = doc.background?.image ? [doc.background.image] : [];
  for (const element of doc.elements) {
    if (element.kind === 'image') images.push(element.src);
    if (element.kind === 'video' && element.poster) images.push(element.poster);
  }
  return images;
}
