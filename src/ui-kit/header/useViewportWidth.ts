// The window's width, for the few behaviours CSS cannot carry (the mobile search bar, spec §4).
// The server knows no width: it renders `undefined`, hydration matches, then the real width follows.
// A `override` (tests, hosts with a fixed frame) replaces the window entirely.
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../lib/constants';

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const windowWidth = () => window.innerWidth;
const noWidth = () => undefined;

export function useViewportWidth(override?: number): number | undefined {
  const width = useSyncExternalStore(subscribe, windowWidth, noWidth);
  return override ?? width;
}

/** Spec §9: extra small is below the generic 434 px breakpoint. An unknown width is not. */
export function isExtraSmall(width: number | undefined): boolean {
  return width !== undefined && width < BREAKPOINTS.extraSmall;
}
