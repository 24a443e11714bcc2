// A canvas deck's speaker notes live in its path's steps (decision 092), so the document itself is
// private to its owner and editors. Every surface that sends a document to anyone else sends
// publicDocument(doc) instead; the owner's surfaces read the notes with canvasNotesByStep.
import type { PresentationDocument } from '../document';
import type { CanvasDocument, PathStep } from './model';

/** The document as a visitor may receive it: a canvas deck's steps without their notes. */
export function publicDocument<D extends PresentationDocument>(doc: D): D {
  if (doc.version !== 3 || !doc.path.some((step) => step.notes !== undefined)) return doc;
  const path = doc.path.map(({ notes: _notes, ...step }): PathStep => step);
  return { ...doc, path } as D;
}

/** The steps the player plays (a step without a frame or a view plays nothing). */
const playedSteps = (doc: CanvasDocument) =>
  doc.path.filter((step) => step.frame !== undefined || step.view !== undefined);

/** Each played step's notes, '' where it has none: what the presenter view shows beside each step. */
export const canvasNotesByStep = (doc: CanvasDocument): string[] =>
  playedSteps(doc).map((step) => step.notes ?? '');

/** The notes by step id, for the surfaces that ask whether a deck has any and key them by id. */
export const canvasNotes = (doc: CanvasDocument): Record<string, string> =>
  Object.fromEntries(playedSteps(doc).flatMap((step) => (step.notes ? [[step.id, step.notes]] : [])));
