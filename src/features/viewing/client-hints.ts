// What the server can tell about the visitor's device from the request (spec §3 isMobile,
// nativeApp), so the first render already matches the device.

import { NATIVE_APP_TIMEOUT_MS } from '../../lib/constants';
import type { Config } from '../../platform/config';
import type { NativeApp } from './pages.contracts';

export type MobilePlatform = 'ios' | 'android' | null;

export function mobilePlatform(userAgent: string | undefined): MobilePlatform {
  if (!userAgent) return null;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

export const isMobileAgent = (userAgent: string | undefined) =>
  mobilePlatform(userAgent) !== null || /Mobi/i.test(userAgent ?? '');

/** Signed-in viewers on a phone are offered the app (spec §2 native-app prompt). */
export function nativeAppFor(
  userAgent: string | undefined,
  signedIn: boolean,
  storeUrls: Config['storeUrls'],
  oid: string,
): NativeApp | null {
  const platform = mobilePlatform(userAgent);
  if (!signedIn || !platform) return null;
  return {
    type: platform,
    url: storeUrls[platform],
    ownProtocolUrl: `podium://presentation/${oid}`,
    openAppTimeout: NATIVE_APP_TIMEOUT_MS,
  };
}
