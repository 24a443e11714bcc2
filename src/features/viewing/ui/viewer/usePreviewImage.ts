// Drives the overlay background through the preview states (see preview.ts): starts loading the
// preview when there is one, then shows it, or the fallback, or nothing.
import { useCallback, useEffect, useState } from 'react';
import { type PreviewState, previewState } from './preview';

export type ImageLoader = (src: string) => Promise<void>;

export const loadImage: ImageLoader = (src) =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`Could not load ${src}`));
    image.src = src;
  });

export interface PreviewImage {
  state: PreviewState;
  /** The image to show for this state, if any. */
  src: string | undefined;
  /** For the fallback <img>: a fallback that fails leaves no background. */
  onFallbackError: () => void;
}

export function usePreviewImage(
  previewUrl: string | undefined,
  fallbackUrl: string | undefined,
  load: ImageLoader = loadImage,
): PreviewImage {
  const [state, setState] = useState<PreviewState>('none');
  const hasFallback = Boolean(fallbackUrl);

  useEffect(() => {
    if (!previewUrl) {
      setState((s) => previewState(s, 'reset', hasFallback));
      return;
    }
    let current = true;
    setState((s) => previewState(s, 'start', hasFallback));
    load(previewUrl).then(
      () => current && setState((s) => previewState(s, 'loaded', hasFallback)),
      () => current && setState((s) => previewState(s, 'failed', hasFallback)),
    );
    return () => {
      current = false;
    };
  }, [previewUrl, hasFallback, load]);

  const onFallbackError = useCallback(
    () => setState((s) => previewState(s, 'fallbackFailed', hasFallback)),
    [hasFallback],
  );
  const src = state === 'show' ? previewUrl : state === 'fallback' ? fallbackUrl : undefined;
  return { state, src, onFallbackError };
}
