// Binds the input controllers to the player element: fullscreen from the start (its button shows
// while loading), keyboard, touch, #step links and autoplay once the player is ready.
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { whenQuiet } from '../../lib/after-paint';
import { AutoplayController } from '../controllers/autoplay';
import { HashController } from '../controllers/hash';
import { KeyboardController } from '../controllers/keyboard';
import { TouchController } from '../controllers/touch';
import type { Navigation } from '../controllers/types';
import { useFullscreen } from './useFullscreen';
import { useLatest } from './useLatest';

export interface ControllerOptions {
  ready: boolean;
  index: number;
  autoplay: { enabled: boolean; forced: boolean };
  navigate(to: Navigation | number): void;
  /** ? pressed: show or hide the list of keys. */
  onHelp(): void;
  /** Escape pressed, before the player hands the keys back: answers whether it was used up. */
  onEscape?(): boolean;
}

export function usePlayerControllers(rootRef: RefObject<HTMLElement | null>, options: ControllerOptions) {
  const { ready, index } = options;
  const { enabled, forced } = options.autoplay;
  const navigate = useLatest(options.navigate);
  const onHelp = useLatest(options.onHelp);
  const onEscape = useLatest(options.onEscape);
  const [controllers] = useState(() => ({
    keyboard: new KeyboardController(),
    touch: new TouchController(),
    hash: new HashController(),
    autoplay: new AutoplayController(),
  }));
  // Bound from the start: its button shows while loading.
  const [fullscreen, fullscreenState] = useFullscreen(rootRef);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || !ready) return;
    const { keyboard, touch, hash, autoplay } = controllers;
    const go = (to: Navigation | number) => navigate.current(to);
    keyboard.bind(root, {
      onNavigate: go,
      // Escape closes what the player shows first (the list of keys), else hands the keys back.
      onEscape: () => {
        if (!onEscape.current?.()) root.blur();
      },
      onExitFullscreen: () => void fullscreen.exit(),
      onToggleFullscreen: () => void fullscreen.toggle(),
      onHelp: () => onHelp.current(),
    });
    touch.bind(root, { onNavigate: go });
    hash.bind(root.ownerDocument.defaultView ?? window, { onStep: go });
    autoplay.bind(root, { onAdvance: () => go('next') });
    return () => {
      keyboard.destroy();
      touch.destroy();
      hash.destroy();
      autoplay.destroy();
    };
  }, [rootRef, controllers, fullscreen, ready, navigate, onHelp, onEscape]);

  useEffect(() => {
    if (ready) controllers.autoplay.update({ enabled, forced, step: index });
  }, [controllers, ready, index, enabled, forced]);

  // The address follows the steps, but loading the player does not add #step=1 to it.
  const written = useRef(index);
  useEffect(() => {
    if (!ready || written.current === index) return;
    written.current = index;
    // Once the camera is still: rewriting the address costs a few milliseconds, and
    // Chromium fetches the page's icon again at each write.
    whenQuiet(() => controllers.hash.update(index));
  }, [controllers, ready, index]);

  return useMemo(
    () => ({
      fullscreen: fullscreenState,
      toggleFullscreen: () => void fullscreen.toggle(),
      resumeAutoplay: () => controllers.autoplay.resume(),
    }),
    [fullscreenState, fullscreen, controllers],
  );
}
