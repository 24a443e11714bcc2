// The native-app prompt of the detail section (spec §2, §6): signed-in viewers with native-app
// data get a button that opens the presentation in the app, or the store page when the app did
// not come up within openAppTimeout (300 ms by default) + 1000 ms (§7, lib/native-app.ts).

import { useT } from '../../../../i18n/react';
import { NATIVE_APP_TIMEOUT_MS } from '../../../../lib/constants';
import { type NativeAppDeps, openNativeApp } from '../../../../lib/native-app';
import type { OnEvent } from './events';
import './NativeAppPrompt.css';

/** The page data's nativeApp (spec §3): `url` is the store page, `ownProtocolUrl` the app's. */
export interface NativeAppData {
  type: string;
  url: string;
  ownProtocolUrl: string;
  openAppTimeout?: number | null;
}

export interface NativeAppPromptProps {
  isAuthenticated: boolean;
  nativeApp: NativeAppData | null | undefined;
  onEvent?: OnEvent;
  /** The browser by default; tests pass stand-ins for window, document and navigation. */
  deps?: NativeAppDeps;
}

export function NativeAppPrompt({ isAuthenticated, nativeApp, onEvent, deps }: NativeAppPromptProps) {
  const t = useT();
  if (!isAuthenticated || !nativeApp) return null;

  const label = t('view.nativeAppOpen');
  const open = () => {
    onEvent?.('ClickCallToAction', {
      location: 'native-app',
      type: 'BUTTON',
      text: label,
      target: nativeApp.ownProtocolUrl,
    });
    void openNativeApp(
      {
        ownProtocolUrl: nativeApp.ownProtocolUrl,
        storeUrl: nativeApp.url,
        openAppTimeout: nativeApp.openAppTimeout ?? NATIVE_APP_TIMEOUT_MS,
      },
      deps,
    );
  };

  return (
    <section className="native-app-prompt" data-app-type={nativeApp.type}>
      <p className="native-app-prompt__text">{t('view.nativeAppText')}</p>
      <button type="button" className="button button--primary" onClick={open}>
        {label}
      </button>
    </section>
  );
}
