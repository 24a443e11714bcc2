// The native-app opener (spec §7): try the app's own-protocol URL; a page that is still visible
// and focused a moment later means no app took over, so send the visitor to the store instead.
import { NATIVE_APP_FALLBACK_EXTRA_MS, NATIVE_APP_TIMEOUT_MS } from './constants';

export interface NativeAppTarget {
  /** The app's own-protocol URL, e.g. 'podium://p/abc123def456'. */
  ownProtocolUrl: string;
  /** The App Store or Play Store page to fall back to. */
  storeUrl: string;
  openAppTimeout?: number;
}

type Listenable = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface NativeAppDeps {
  /** Receives 'blur' and 'pagehide' when the app takes the foreground. */
  window: Listenable;
  document: Listenable & { readonly visibilityState: DocumentVisibilityState };
  navigate: (url: string) => void;
}

export type NativeAppOutcome = 'app' | 'store';

function browserDeps(): NativeAppDeps {
  return { window, document, navigate: (url) => window.location.assign(url) };
}

/**
 * Opens the app and resolves 'app' if the page lost focus or visibility within
 * openAppTimeout + 1000 ms, or 'store' after navigating to the store URL.
 */
export function openNativeApp(
  { ownProtocolUrl, storeUrl, openAppTimeout = NATIVE_APP_TIMEOUT_MS }: NativeAppTarget,
  deps: NativeAppDeps = browserDeps(),
): Promise<NativeAppOutcome> {
  let left = false;
  const onLeave = () => {
    left = true;
  };
  const onVisibility = () => {
    if (deps.document.visibilityState === 'hidden') left = true;
  };
  deps.window.addEventListener('blur', onLeave);
  deps.window.addEventListener('pagehide', onLeave);
  deps.document.addEventListener('visibilitychange', onVisibility);

  return new Promise((resolve) => {
    setTimeout(() => {
      deps.window.removeEventListener('blur', onLeave);
      deps.window.removeEventListener('pagehide', onLeave);
      deps.document.removeEventListener('visibilitychange', onVisibility);
      // The extra second covers the OS's "open in app?" prompt before the app comes up.
      if (left || deps.document.visibilityState !== 'visible') {
        resolve('app');
        return;
      }
      deps.navigate(storeUrl);
      resolve('store');
    }, openAppTimeout + NATIVE_APP_FALLBACK_EXTRA_MS);
    deps.navigate(ownProtocolUrl);
  });
}
