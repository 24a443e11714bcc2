// Test support: checks that a canvas conversion keeps every word, picture, step and note of a deck.
import { expect } from 'vitest';
import { documentImages, documentPlainText, type PresentationDocument } from '../document';
import { layoutDocument } from '../layout';
import { noteOf, type SpeakerNotes } from '../speaker-notes';
import type { CanvasDocument } from './model';
import { canvasImages, canvasPlainText, elementLines, elementsInReadingOrder } from './text';
import { parseCanvasDocument } from './validate';

const words = (text: string) => text.split(/\s+/).filter((word) => word !== '');

/** Whether `part` appears in `whole` in order, other words allowed between. */
function inOrder(part: string[], whole: string[]): boolean {
  let at = 0;
  for (const word of whole) if (word === part[at]) at++;
  return at === part.length;
}

/** Each old frame's words (title, then texts), and the words of its canvas frame's own content. */
function wordsByFrame(old: PresentationDocument, canvas: CanvasDocument) {
  const content = new Map<string, string[]>();
  for (const element of elementsInReadingOrder(canvas)) {
    if (element.parent === undefined || element.kind === 'frame') continue;
    content.set(element.parent, [...(content.get(element.parent) ?? []), ...elementLines(element)]);
  }
  const frameIds = canvas.elements.filter((element) => element.kind === 'frame').map((frame) => frame.id);
  return layoutDocument(old).frames.map((frame, i) => {
    const texts = frame.texts.flatMap((text) => text.paragraphs.map((paragraph) => paragraph.text));
    return {
      frame: frame.id,
      old: words([frame.imageFill ? '' : (frame.title ?? ''), ...texts].join(' ')),
      canvas: words((content.get(frameIds[i]!) ?? []).join(' ')),
    };
  });
}

/** Every word, picture, step and note of an old deck, checked in its canvas conversion. */
export function expectFaithful(old: PresentationDocument, notes: SpeakerNotes, canvas: CanvasDocument) {
  expect(() => parseCanvasDocument(structuredClone(canvas))).not.toThrow();
  const text = canvasPlainText(canvas);
  for (const line of documentPlainText(old).split('\n')) expect(text).toContain(line);
  for (const frame of wordsByFrame(old, canvas))
    expect(inOrder(frame.old, frame.canvas), `the words of ${frame.frame}, in order`).toBe(true);
  expect(canvasImages(canvas).toSorted()).toEqual(documentImages(old).toSorted());
  const before = layoutDocument(old).steps;
  const after = layoutDocument(canvas).steps;
  expect(after).toHaveLength(before.length);
  after.forEach((step, i) => {
    // The camera goes where it went: every step fits the same rectangle.
    for (const key of ['x', 'y', 'width', 'height', 'rotation'] as const)
      expect(step.target[key]).toBeCloseTo(before[i]!.target[key], 6);
    expect(step.title).toBe(before[i]!.title);
  });
  const stepNotes = canvas.path.map((step) => step.notes ?? '');
  const shown = new Set(before.map((step) => step.frameId));
  for (const key of Object.keys(notes).filter((key) => shown.has(key) && noteOf(notes, key) !== ''))
    expect(stepNotes).toContain(noteOf(notes, key));
}
