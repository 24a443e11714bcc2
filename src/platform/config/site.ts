// What the site calls itself and offers: its name, the feature flags switched on for everyone and
// the app store links.
import type { EnvReader } from './env-reader';

export interface SiteConfig {
  brandName: string;
  /** Feature flags switched on for everyone (FEATURE_FLAGS, comma-separated). */
  features: string[];
  storeUrls: { ios: string; android: string };
}

export function readSite({ read }: EnvReader): SiteConfig {
  return {
    brandName: read('BRAND_NAME') ?? 'Podium',
    features: (read('FEATURE_FLAGS') ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
    storeUrls: {
      ios: read('IOS_APP_URL') ?? 'https://apps.apple.com/search?term=Podium%20presentations',
      android:
        read('ANDROID_APP_URL') ?? 'https://play.google.com/store/search?q=Podium%20presentations&c=apps',
    },
  };
}
