// The viewport's camera as React state, with the EditorCamera the panels use. "Show" flies there in
// a few frames, or cuts when the person asked for reduced motion; `flying` is set meanwhile. The
// viewport's size is measured, so a saved view and an inserted element's size follow what the
// person sees.
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type BoxLike, type Camera, type EditorCamera, fitBox, type Size, viewOf } from './camera';

const FLIGHT_MS = 350;

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** Eases the camera from `from` to `to`, zooming on a log scale so deep zooms feel even. */
function between(from: Camera, to: Camera, t: number): Camera {
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  const zoom = Math.exp(Math.log(from.zoom) + (Math.log(to.zoom) - Math.log(from.zoom)) * eased);
  return { x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased, zoom };
}

export function useEditorCamera(viewportRef: RefObject<HTMLElement | null>, initial: BoxLike | null) {
  const [size, setSize] = useState<Size>({ width: 1200, height: 700 });
  const [camera, setCameraState] = useState<Camera>(() =>
    initial ? fitBox(initial, { width: 1200, height: 700 }) : { x: 0, y: 0, zoom: 1 },
  );
  const cameraRef = useRef(camera);
  const sizeRef = useRef(size);
  const flight = useRef(0);
  const [flying, setFlying] = useState(false);
  const fitted = useRef(false);

  const setCamera = useCallback((next: Camera | ((current: Camera) => Camera)) => {
    cancelAnimationFrame(flight.current);
    setFlying(false);
    const value = typeof next === 'function' ? next(cameraRef.current) : next;
    cameraRef.current = value;
    setCameraState(value);
  }, []);

  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const measure = () => {
      const measured = { width: element.clientWidth || 1, height: element.clientHeight || 1 };
      sizeRef.current = measured;
      setSize(measured);
      // The first measurement refits the opening view to the real viewport.
      if (!fitted.current && initial) setCamera(fitBox(initial, measured));
      fitted.current = true;
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [viewportRef, initial, setCamera]);

  useEffect(() => () => cancelAnimationFrame(flight.current), []);

  const show = useCallback(
    (box: BoxLike, margin?: number) => {
      const target = fitBox(box, sizeRef.current, margin);
      if (reducedMotion()) return setCamera(target);
      const from = cameraRef.current;
      const started = performance.now();
      cancelAnimationFrame(flight.current);
      setFlying(true);
      const frame = (now: number) => {
        const t = Math.min((now - started) / FLIGHT_MS, 1);
        cameraRef.current = between(from, target, t);
        setCameraState(cameraRef.current);
        if (t < 1) flight.current = requestAnimationFrame(frame);
        else setFlying(false);
      };
      flight.current = requestAnimationFrame(frame);
    },
    [setCamera],
  );

  const api = useMemo<EditorCamera>(
    () => ({
      currentView: () => viewOf(cameraRef.current, sizeRef.current),
      show,
      centre: () => ({ x: cameraRef.current.x, y: cameraRef.current.y }),
      unitsPerPixel: () => 1 / cameraRef.current.zoom,
    }),
    [show],
  );

  return { camera, setCamera, size, api, flying };
}
