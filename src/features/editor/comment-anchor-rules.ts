// Where a comment belongs, by pure rules the server and the browser share: the path's step that
// shows the element a comment is on (the step whose frame holds it, not the step the author's
// editor happened to be on), and the thread a link to one comment opens.
import type { CanvasDocument } from '../../kernel/document/canvas/model';

/** Enough of a comment to find its thread. */
interface Linked {
  id: number;
  parentId: number | null;
}

/** Frames nest at most this deep (validate.ts); a longer walk means a loop. */
const MAX_DEPTH = 32;

/**
 * The step an element's comment goes on: the first path step on the innermost frame that holds the
 * element (a frame holds itself), else the first saved view whose rectangle holds the element's
 * centre, else null (the element is on no step; the caller picks one). Null for an unknown element.
 */
export function stepOfElement(document: CanvasDocument, elementId: string): number | null {
  const byId = new Map(document.elements.map((element) => [element.id, element]));
  const element = byId.get(elementId);
  if (!element) return null;
  let at: string | undefined = element.id;
  for (let depth = 0; at !== undefined && depth < MAX_DEPTH; depth++) {
    const frame = at;
    const step = document.path.findIndex((candidate) => candidate.frame === frame);
    if (step >= 0) return step;
    at = byId.get(at)?.parent;
  }
  const cx = element.x + element.width / 2;
  const cy = element.y + element.height / 2;
  const viewed = document.path.findIndex(
    ({ frame, view }) =>
      frame === undefined &&
      view !== undefined &&
      cx >= view.x &&
      cx <= view.x + view.width &&
      cy >= view.y &&
      cy <= view.y + view.height,
  );
  return viewed >= 0 ? viewed : null;
}

/**
 * The comment a link (`?comment=12`) opens, with the thread it is in: null for anything that is not
 * one of the comments the reader sees (deleted, on another deck, or not a number), so such a link
 * opens the page as usual.
 */
export function linkedComment<C extends Linked>(
  comments: readonly C[],
  requested: string | number | null | undefined,
): { comment: C; thread: C } | null {
  const id = typeof requested === 'number' ? requested : Number(requested);
  if (requested === null || requested === undefined || requested === '' || !Number.isSafeInteger(id))
    return null;
  const comment = comments.find((candidate) => candidate.id === id);
  if (!comment) return null;
  const thread =
    comment.parentId === null ? comment : comments.find((candidate) => candidate.id === comment.parentId);
  return thread ? { comment, thread } : null;
}
