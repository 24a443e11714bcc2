// The player's size in CSS pixels, kept current with a ResizeObserver. Where nothing can be measured
// (jsdom, a hidden container) the camera still needs a size, so it falls back to 1280×720.
import { type RefObject, useLayoutEffect, useState } from 'react';
import type { Viewport } from '../../kernel/document/camera';

export const FALLBACK_VIEWPORT: Viewport = { width: 1280, height: 720 };

export function useViewport(ref: RefObject<HTMLElement | null>, fixed?: Viewport): Viewport {
  const [measured, setMeasured] = useState<Viewport>(FALLBACK_VIEWPORT);
  const isFixed = fixed !== undefined;

  useLayoutEffect(() => {
    const element = ref.current;
    if (isFixed || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width <= 0 || height <= 0) return;
      setMeasured((last) => (last.width === width && last.height === height ? last : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isFixed]);

  return fixed ?? measured;
}
