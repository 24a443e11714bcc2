import { describe, expect, it } from 'vitest';
import * as constants from './constants';

// The spec's numbers (§9), restated here so a changed constant is a deliberate, visible edit.
describe('constants', () => {
  it('hold the spec §9 timings', () => {
    expect({
      copy: constants.COPY_SUCCESS_MS,
      unlike: constants.UNLIKE_ANIMATION_RESET_MS,
      chunk: constants.CHUNK_TIMEOUT_MS,
      log: constants.LOG_TIMEOUT_MS,
      analytics: constants.ANALYTICS_TIMEOUT_MS,
      redirect: constants.REDIRECT_WAIT_MS,
      debounce: constants.DEBOUNCE_MS,
      throttle: constants.THROTTLE_MS,
      nativeApp: constants.NATIVE_APP_TIMEOUT_MS,
      nativeAppExtra: constants.NATIVE_APP_FALLBACK_EXTRA_MS,
    }).toEqual({
      copy: 3000,
      unlike: 2000,
      chunk: 120000,
      log: 20000,
      analytics: 20000,
      redirect: 500,
      debounce: 300,
      throttle: 300,
      nativeApp: 300,
      nativeAppExtra: 1000,
    });
  });

  it('hold the spec §9 sizes and breakpoints', () => {
    expect(constants.EMBED_DEFAULT).toEqual({ width: 560, height: 315 });
    expect(constants.EMBED_RATIO).toBe(16 / 9);
    expect(constants.EMBED_MAX_CHARS).toBe(4);
    expect(constants.SHARE_MODAL).toEqual({ width: 500, height: 300 });
    expect(constants.OVERLAY_OFFSETS).toEqual({ large: 60, middle: 30, small: 12 });
    expect(constants.PROGRESS_SIZE).toEqual({ large: 168, small: 80 });
    expect(constants.OVERLAY_BREAKPOINTS).toEqual({
      large: { width: 1024, height: 516 },
      middle: { width: 768, height: 236 },
    });
    expect(constants.VIEW_PAGE_BREAKPOINTS).toEqual({ small: 768, medium: 992, banner: 1600 });
    expect(constants.BREAKPOINTS).toEqual({ extraSmall: 434, small: 768, medium: 992, large: 1200 });
    expect(constants.HEADER_HEIGHT).toEqual({ desktop: 49, mobile: 48 });
    expect(constants.CARD_LAZY_OFFSET).toEqual({ wide: 200, narrow: 10 });
    expect(constants.KEY_CODES).toEqual({ escape: 27, enter: 13, space: 32, comma: 188 });
  });
});
