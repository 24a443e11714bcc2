// Each step's thumbnail, drawn once and kept until what it shows changes: a snapshot is rebuilt on
// every edit, including a step's notes or title, so the cache is keyed by the elements, background
// and theme themselves and by the step's frame or view, never by object identity. While someone
// drags on the canvas the thumbnails follow a deferred document, so redrawing them never holds up
// the drag.
import { useDeferredValue, useMemo, useRef } from 'react';
import type { CanvasDocument, PathStep } from '../../../../../kernel/document/canvas/model';
import type { Theme } from '../../../../../kernel/document/themes';
import { stepThumbnailSvg, svgDataUrl } from './step-thumbnail';

interface Cache {
  scene: string;
  urls: Map<string, string | null>;
}

/** A function giving a step's thumbnail as an image address, or null when its frame is gone. */
export function useStepThumbnails(document: CanvasDocument, theme: Theme): (step: PathStep) => string | null {
  const doc = useDeferredValue(document);
  const scene = useMemo(
    () => JSON.stringify([doc.elements, doc.background ?? null, doc.title, theme]),
    [doc.elements, doc.background, doc.title, theme],
  );
  const cache = useRef<Cache>({ scene: '', urls: new Map() });
  if (cache.current.scene !== scene) cache.current = { scene, urls: new Map() };
  const { urls } = cache.current;
  return (step) => {
    const key = JSON.stringify([step.frame ?? null, step.view ?? null]);
    if (!urls.has(key)) {
      const svg = stepThumbnailSvg(doc, step, theme);
      urls.set(key, svg === null ? null : svgDataUrl(svg));
    }
    return urls.get(key) ?? null;
  };
}
