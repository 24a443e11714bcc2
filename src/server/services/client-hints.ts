// What the server can tell about the visitor's device from the request (spec §3 isMobile,
// nativeApp), so the first render already matches the device.

import type { FastifyRequest } from 'fastify';
import type { NativeApp } from '../../contracts/presentation';
import type { Config } from '../../platform/config';

export const NATIVE_APP_TIMEOUT_MS = 300;

export type MobilePlatform = 'ios' | 'android' | null;

export function mobilePlatform(userAgent: string | undefined): MobilePlatform {
  if (!userAgent) return null;
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

export const isMobileRequest = (request: FastifyRequest) =>
  mobilePlatform(request.headers['user-agent']) !== null || /Mobi/i.test(request.headers['user-agent'] ?? '');

/** Signed-in viewers on a phone are offered the app (spec §2 native-app prompt). */
export function nativeAppFor(request: FastifyRequest, config: Config, oid: string): NativeApp | null {
  const platform = mobilePlatform(request.headers['user-agent']);
  if (!request.user || !platform) return null;
  return {
    type: platform,
    url: config.storeUrls[platform],
    ownProtocolUrl: `podium://presentation/${oid}`,
    openAppTimeout: NATIVE_APP_TIMEOUT_MS,
  };
}
