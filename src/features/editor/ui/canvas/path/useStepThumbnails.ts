// Each step's thumbnail, drawn once and kept until what it shows changes. The store hands back the
// same element objects for what an edit did not touch (crdt/reader.ts), so after an edit only the
// steps whose view meets an element that changed (or a connector whose end did) are looked at again,
// and a step's thumbnail is drawn again only when the elements it shows, its frame or view, the
// background, the title or the theme changed: moving one element redraws only the steps that show
// it, and a step's notes or title redraw none. They follow the document once it has rested for
// THUMBNAILS_SETTLE_MS: redrawing a step holds the page for tens of milliseconds on a slow machine,
// and done on every change it came between a drag's release or a key and the frame that shows it.
// Every step's address is worked out once per document: re-rendering the panel (a selection, a
// step picked) looks them up.
import { useMemo, useRef } from 'react';
import type { CanvasDocument, CanvasElement, PathStep } from '../../../../../kernel/document/canvas/model';
import type { Theme } from '../../../../../kernel/document/themes';
import { useSettled } from '../viewport-drawing';
import { frameOfStep } from './path-steps';
import { circlesOf, elementsMeeting, stepScene, stepThumbnailSvg, svgDataUrl } from './step-thumbnail';

/** How long the document stays unchanged before the thumbnails follow it (a pause in typing). */
export const THUMBNAILS_SETTLE_MS = 300;

/** What a step's thumbnail was drawn from, and the address it was drawn as. */
interface Drawn {
  shared: string;
  place: string;
  scene: readonly CanvasElement[];
  url: string;
}

interface Kept {
  elements: ReadonlySet<CanvasElement>;
  steps: ReadonlyMap<string, Drawn>;
}

const sameScene = (a: readonly CanvasElement[], b: readonly CanvasElement[]) =>
  a.length === b.length && a.every((element, i) => element === b[i]);

/** The elements added, changed or removed since `before`, with the connectors whose ends are among them. */
function changedSince(before: ReadonlySet<CanvasElement>, elements: readonly CanvasElement[]) {
  const now = new Set(elements);
  const changed = elements.filter((element) => !before.has(element));
  for (const element of before) if (!now.has(element)) changed.push(element);
  const ids = new Set(changed.map((element) => element.id));
  for (const element of elements)
    if (element.kind === 'connector' && (ids.has(element.from) || ids.has(element.to))) changed.push(element);
  return circlesOf(changed);
}

/** A function giving a step's thumbnail as an image address, or null when its frame is gone. */
export function useStepThumbnails(document: CanvasDocument, theme: Theme): (step: PathStep) => string | null {
  const doc = useSettled(document, THUMBNAILS_SETTLE_MS);
  const kept = useRef<Kept>({ elements: new Set(), steps: new Map() });
  return useMemo(() => {
    const shared = JSON.stringify([doc.title, doc.background ?? null, theme]);
    const before = kept.current;
    const changed = changedSince(before.elements, doc.elements);
    let circles: ReturnType<typeof circlesOf> | undefined;
    const steps = new Map<string, Drawn>();
    for (const step of doc.path) {
      const place = JSON.stringify([step.frame ?? null, step.view ?? null]);
      const old = before.steps.get(step.id);
      const view = frameOfStep(doc, step) ?? step.view;
      if (!view) continue;
      if (
        old &&
        old.shared === shared &&
        old.place === place &&
        elementsMeeting(changed, view).length === 0
      ) {
        steps.set(step.id, old);
        continue;
      }
      circles ??= circlesOf(doc.elements);
      const scene = stepScene(doc, circles, step) ?? [];
      const same = old && old.shared === shared && old.place === place && sameScene(old.scene, scene);
      steps.set(
        step.id,
        same ? old : { shared, place, scene, url: svgDataUrl(stepThumbnailSvg(doc, step, scene, theme)) },
      );
    }
    kept.current = { elements: new Set(doc.elements), steps };
    // A step added since the settled document is drawn when that document catches up.
    return (step: PathStep) => steps.get(step.id)?.url ?? null;
  }, [doc, theme]);
}
