// Each step's thumbnail, drawn once and kept until what it shows changes. The store hands back the
// same element objects for what an edit did not touch (crdt/reader.ts), so a step's thumbnail is
// drawn again only when one of the elements it shows, its frame or view, the background, the title
// or the theme changed: moving one element redraws only the steps that show it, and a step's notes
// or title redraw none. They follow a deferred document, so redrawing never holds up a drag on the
// canvas, and every step's address is worked out once per document: re-rendering the panel (a
// selection, a step picked) looks them up.
import { useDeferredValue, useMemo, useRef } from 'react';
import type { CanvasDocument, CanvasElement, PathStep } from '../../../../../kernel/document/canvas/model';
import type { Theme } from '../../../../../kernel/document/themes';
import { circlesOf, stepScene, stepThumbnailSvg, svgDataUrl } from './step-thumbnail';

/** What a step's thumbnail was drawn from, and the address it was drawn as. */
interface Drawn {
  shared: string;
  place: string;
  scene: readonly CanvasElement[];
  url: string;
}

const sameScene = (a: readonly CanvasElement[], b: readonly CanvasElement[]) =>
  a.length === b.length && a.every((element, i) => element === b[i]);

/** A function giving a step's thumbnail as an image address, or null when its frame is gone. */
export function useStepThumbnails(document: CanvasDocument, theme: Theme): (step: PathStep) => string | null {
  const doc = useDeferredValue(document);
  const drawn = useRef(new Map<string, Drawn>());
  return useMemo(() => {
    const circles = circlesOf(doc.elements);
    const shared = JSON.stringify([doc.title, doc.background ?? null, theme]);
    const before = drawn.current;
    const now = new Map<string, Drawn>();
    for (const step of doc.path) {
      const scene = stepScene(doc, circles, step);
      if (scene === null) continue;
      const place = JSON.stringify([step.frame ?? null, step.view ?? null]);
      const kept = before.get(step.id);
      const fresh =
        kept && kept.shared === shared && kept.place === place && sameScene(kept.scene, scene)
          ? kept
          : { shared, place, scene, url: svgDataUrl(stepThumbnailSvg(doc, step, scene, theme)) };
      now.set(step.id, fresh);
    }
    drawn.current = now;
    // A step added since the deferred document is drawn when that document catches up.
    return (step: PathStep) => now.get(step.id)?.url ?? null;
  }, [doc, theme]);
}
