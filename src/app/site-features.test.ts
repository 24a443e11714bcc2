import { describe, expect, it } from 'vitest';
import { featuresFor } from './site-features';

describe('featuresFor', () => {
  it('switches on the configured flags, and curation for staff', () => {
    expect(featuresFor(['gm-view-page-banner-human-connection'], false)).toEqual({
      'allow-content-curation': false,
      'gm-view-page-banner-human-connection': true,
      'gm-view-page-banner-human-connection-edu': false,
    });
    expect(featuresFor([], true)['allow-content-curation']).toBe(true);
  });
});
