// The widget's responsive mode from its own size (ResizeObserver). Tests and hosts that already
// know the size pass it in. Until the first measurement (and on the server) the mode is large.
import { type RefObject, useEffect, useState } from 'react';
import { type ResponsiveMode, responsiveMode } from './responsive';

export interface Size {
  width: number;
  height: number;
}

export function useElementSize(ref: RefObject<Element | null>, injected?: Size): Size | null {
  const [measured, setMeasured] = useState<Size | null>(null);
  const isInjected = injected !== undefined;

  useEffect(() => {
    const element = ref.current;
    if (isInjected || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box) setMeasured({ width: box.width, height: box.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isInjected]);

  return injected ?? measured;
}

export function useResponsiveMode(ref: RefObject<Element | null>, injected?: Size): ResponsiveMode {
  const size = useElementSize(ref, injected);
  return size ? responsiveMode(size.width, size.height) : 'large';
}
