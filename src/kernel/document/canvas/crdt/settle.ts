// What concurrent edits can leave that no single edit does: each person's change is valid where it
// was made, but merged, an element may name a frame another person deleted, a connector an end that
// is gone, a step a deleted frame, or two frames each be moved into the other. Every replica reads
// the same merged state, so settling it the same way on each (by id, never by arrival) keeps them
// equal without writing anything.
import type { CanvasDocument, CanvasElement } from '../model';

/** Drops references to what is gone and breaks nesting loops, the same way on every replica. */
export function settleMerged(doc: CanvasDocument): CanvasDocument {
  const byId = new Map(doc.elements.map((element) => [element.id, element]));
  const elements = doc.elements
    .filter((element) => element.kind !== 'connector' || (byId.has(element.from) && byId.has(element.to)))
    .map((element): CanvasElement => {
      if (element.parent === undefined || byId.get(element.parent)?.kind === 'frame') return element;
      const { parent: _gone, ...rest } = element;
      return rest as CanvasElement;
    });
  breakLoops(elements);
  const frames = new Set(elements.filter((element) => element.kind === 'frame').map((frame) => frame.id));
  const path = doc.path.filter((step) => step.frame === undefined || frames.has(step.frame));
  return { ...doc, elements, path };
}

/** Where frames nest in a loop, the frame with the smallest id in it goes back to the canvas. */
function breakLoops(elements: CanvasElement[]) {
  const byId = new Map(elements.map((element) => [element.id, element]));
  for (const start of [...byId.keys()].sort()) {
    const chain: string[] = [];
    for (let at = byId.get(start); at?.parent !== undefined; at = byId.get(at.parent)) {
      if (chain.includes(at.id)) {
        const loop = chain.slice(chain.indexOf(at.id)).sort();
        const freed = byId.get(loop[0] as string) as CanvasElement;
        const { parent: _loop, ...rest } = freed;
        const index = elements.indexOf(freed);
        elements[index] = rest as CanvasElement;
        byId.set(freed.id, elements[index] as CanvasElement);
        break;
      }
      chain.push(at.id);
    }
  }
}
