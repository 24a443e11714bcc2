// The window's width, for the few rules CSS cannot express (the mobile call-to-action rule,
// lazy-load offsets). Undefined on the server and while hydrating, so the first client render
// matches the server's HTML; React then re-renders with the real width.
import { useSyncExternalStore } from 'react';
import { throttle } from '../../../../lib/timing';

function subscribe(onChange: () => void) {
  const onResize = throttle(onChange);
  window.addEventListener('resize', onResize);
  return () => {
    onResize.cancel();
    window.removeEventListener('resize', onResize);
  };
}

const widthNow = () => window.innerWidth;
const unknownOnServer = () => undefined;

export function useWindowWidth(): number | undefined {
  return useSyncExternalStore<number | undefined>(subscribe, widthNow, unknownOnServer);
}
