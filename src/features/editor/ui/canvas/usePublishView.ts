// Shows the others in the deck what this person's camera shows (the visible rectangle, in canvas
// units), so they can follow it: once the camera has rested for VIEW_REST_MS, never on the frames
// of a pan, a zoom or a flight, and only when it differs from the last one sent.
import { useEffect, useRef } from 'react';
import type { LivePresence } from '../../live-protocol';
import { type Camera, type Size, viewOf } from './camera';
import type { PublishPresence } from './usePublishPointer';

/** How long the camera stays put before its view goes to the others. */
export const VIEW_REST_MS = 250;

type View = NonNullable<LivePresence['view']>;

export function usePublishView(camera: Camera, size: Size, publish: PublishPresence | undefined) {
  const published = useRef<View | null>(null);
  useEffect(() => {
    if (!publish) return;
    const timer = setTimeout(() => {
      const { x, y, width, height } = viewOf(camera, size);
      const last = published.current;
      if (last && last.x === x && last.y === y && last.width === width && last.height === height) return;
      published.current = { x, y, width, height };
      publish({ view: published.current });
    }, VIEW_REST_MS);
    return () => clearTimeout(timer);
  }, [camera, size, publish]);
}
