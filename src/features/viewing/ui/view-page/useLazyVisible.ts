// Whether a card image should load yet (spec §9): an IntersectionObserver starts loading 200 px
// before the image scrolls into view on windows wider than the small breakpoint, 10 px on
// narrower ones (phones scroll less far ahead and pay more for data), and as far ahead inside a
// shelf of cards that scrolls sideways.
//
// While the player's camera flies, the cards stop being observed: the browser works out every
// observer's intersections in each frame that moves, and the view page's thirty cards took
// 200-550 ms of the main thread over ten flights of a PDF deck at 4x CPU. They are
// observed again when the camera is still, and the browser then says at once what is near.
import { type RefObject, useEffect, useState } from 'react';
import { onMotion } from '../../../../lib/after-paint';
import { BREAKPOINTS, CARD_LAZY_OFFSET } from '../../../../lib/constants';

export function lazyLoadOffset(windowWidth: number): number {
  return windowWidth > BREAKPOINTS.small ? CARD_LAZY_OFFSET.wide : CARD_LAZY_OFFSET.narrow;
}

/** False on the server and until the target comes near the viewport; then true for good. */
export function useLazyVisible(target: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (visible || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true); // an old browser: load at once rather than never
      return;
    }
    const offset = lazyLoadOffset(window.innerWidth);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setVisible(true);
        }
      },
      // scrollMargin: the same distance ahead inside a shelf that scrolls sideways (CardColumn).
      { rootMargin: `${offset}px`, scrollMargin: `${offset}px` } as IntersectionObserverInit,
    );
    const stopListening = onMotion((moving) => {
      if (moving) observer.disconnect();
      else observer.observe(element);
    });
    return () => {
      stopListening();
      observer.disconnect();
    };
  }, [target, visible]);
  return visible;
}
