// Keeps the world container's camera on the current step: a flight when the step changes, a jump on
// first paint, on resize and under reduced motion.
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { cameraFor, type Viewport } from '../../kernel/document/camera';
import type { Step } from '../../kernel/document/layout';
import { CameraAnimator } from '../camera-animator';

export function useCamera(
  worldRef: RefObject<HTMLElement | null>,
  steps: readonly Step[],
  index: number,
  viewport: Viewport,
  reducedMotion: boolean,
): void {
  const animator = useRef<CameraAnimator | null>(null);
  const shown = useRef<{ index: number; width: number; height: number } | null>(null);
  const { width, height } = viewport;

  useLayoutEffect(
    () => () => {
      animator.current?.destroy();
      animator.current = null;
    },
    [],
  );

  useLayoutEffect(() => {
    const world = worldRef.current;
    const step = steps[index];
    if (!world || !step) return;
    const size = { width, height };
    animator.current ??= new CameraAnimator(world, size);
    const camera = cameraFor(step, size);
    const last = shown.current;
    shown.current = { index, width, height };
    const resized = !last || last.width !== width || last.height !== height;
    if (resized || reducedMotion || last.index === index) animator.current.jumpTo(camera, size);
    else animator.current.flyTo(camera);
  }, [worldRef, steps, index, width, height, reducedMotion]);
}
