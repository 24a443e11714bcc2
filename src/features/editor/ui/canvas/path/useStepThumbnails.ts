// Each step's thumbnail, drawn once and kept until what it shows changes. A snapshot is rebuilt on
// every edit, including a step's notes or title, so thumbnails are cached by what they draw (the
// step's scene, the background, the theme), never by object identity: moving one element redraws
// only the steps that show it. They follow a deferred document, so redrawing never holds up a drag
// on the canvas.
import { useDeferredValue, useMemo, useRef } from 'react';
import type { CanvasDocument, PathStep } from '../../../../../kernel/document/canvas/model';
import type { Theme } from '../../../../../kernel/document/themes';
import { circlesOf, stepScene, stepThumbnailSvg, svgDataUrl } from './step-thumbnail';

/** Thumbnails kept per step of the path, so ones drawn for earlier states do not pile up. */
const KEPT_PER_STEP = 4;

/** A function giving a step's thumbnail as an image address, or null when its frame is gone. */
export function useStepThumbnails(document: CanvasDocument, theme: Theme): (step: PathStep) => string | null {
  const doc = useDeferredValue(document);
  const cache = useRef(new Map<string, string>());
  return useMemo(() => {
    const circles = circlesOf(doc.elements);
    const shared = JSON.stringify([doc.title, doc.background ?? null, theme]);
    const urls = cache.current;
    if (urls.size > KEPT_PER_STEP * Math.max(doc.path.length, 25)) urls.clear();
    return (step: PathStep) => {
      const scene = stepScene(doc, circles, step);
      if (scene === null) return null;
      const key = `${shared}${JSON.stringify([step.frame ?? null, step.view ?? null, scene])}`;
      let url = urls.get(key);
      if (url === undefined) {
        url = svgDataUrl(stepThumbnailSvg(doc, step, scene, theme));
        urls.set(key, url);
      }
      return url;
    };
  }, [doc, theme]);
}
