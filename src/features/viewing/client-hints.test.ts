import { describe, expect, it } from 'vitest';
import { isMobileAgent, mobilePlatform, nativeAppFor } from './client-hints';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36';
const STORES = { ios: 'https://apps.example/ios', android: 'https://apps.example/android' };

describe('client hints', () => {
  it('tells the phone platform from the user agent', () => {
    expect(mobilePlatform(IPHONE)).toBe('ios');
    expect(mobilePlatform(ANDROID)).toBe('android');
    expect(mobilePlatform(DESKTOP)).toBeNull();
    expect(mobilePlatform(undefined)).toBeNull();
  });

  it('counts any agent that says Mobi as mobile', () => {
    expect(isMobileAgent('Opera Mini Mobi')).toBe(true);
    expect(isMobileAgent(DESKTOP)).toBe(false);
  });

  it("offers the app to signed-in phone viewers only, with their platform's store", () => {
    expect(nativeAppFor(ANDROID, true, STORES, 'abc')).toMatchObject({
      type: 'android',
      url: STORES.android,
      ownProtocolUrl: 'podium://presentation/abc',
    });
    expect(nativeAppFor(ANDROID, false, STORES, 'abc')).toBeNull();
    expect(nativeAppFor(DESKTOP, true, STORES, 'abc')).toBeNull();
  });
});
