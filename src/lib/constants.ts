// The numbers of spec §9 (and the few viewer numbers §3, §4 and §7 fix), named once so the viewer
// and the browser libraries never repeat a bare literal. Pure data: no imports (a Biome rule keeps it so).

// Timing (§9). Every duration is in milliseconds.
export const COPY_SUCCESS_MS = 3000;
export const UNLIKE_ANIMATION_RESET_MS = 2000;
export const CHUNK_TIMEOUT_MS = 120_000;
export const LOG_TIMEOUT_MS = 20_000;
export const ANALYTICS_TIMEOUT_MS = 20_000;
export const REDIRECT_WAIT_MS = 500;
export const DEBOUNCE_MS = 300;
export const THROTTLE_MS = 300;
export const NATIVE_APP_TIMEOUT_MS = 300;
/** Added to the native-app timeout before giving up on the app and going to the store (§7). */
export const NATIVE_APP_FALLBACK_EXTRA_MS = 1000;

// Embedding and modals (§9, §5).
export const EMBED_DEFAULT = { width: 560, height: 315 } as const;
export const EMBED_RATIO = 16 / 9;
export const EMBED_MAX_CHARS = 4;
export const SHARE_MODAL = { width: 500, height: 300 } as const;
export const EMBED_MODAL_MAX_WIDTH = 600;
export const TOOLBAR_HEIGHT = 54;
/** Sharer popups (§7); LinkedIn's sharer needs a wider window. */
export const SHARE_POPUP = { width: 520, height: 570 } as const;
export const LINKEDIN_SHARE_POPUP = { width: 1300, height: 570 } as const;

// Viewer overlay (§2, §9).
export const OVERLAY_OFFSETS = { large: 60, middle: 30, small: 12 } as const;
export const PROGRESS_SIZE = { large: 168, small: 80 } as const;
/** The overlay is large at or above both large bounds, middle at or above both middle bounds. */
export const OVERLAY_BREAKPOINTS = {
  large: { width: 1024, height: 516 },
  middle: { width: 768, height: 236 },
} as const;

// Breakpoints (§9), in CSS pixels of window width.
export const MOBILE_BREAKPOINT = 768;
export const VIEW_PAGE_BREAKPOINTS = { small: 768, medium: 992, banner: 1600 } as const;
export const BREAKPOINTS = { extraSmall: 434, small: 768, medium: 992, large: 1200 } as const;

// Header and cards (§9).
export const SEARCH_BAR_MAX_WIDTH = 790;
export const HEADER_HEIGHT = { desktop: 49, mobile: 48 } as const;
/** Card images start loading this far below the fold: 200 above the small breakpoint, else 10. */
export const CARD_LAZY_OFFSET = { wide: 200, narrow: 10 } as const;
export const AVATAR_PALETTE_SIZE = 8;
/** Avatar diameters (§3): the creator block and the metadata row. */
export const AVATAR_SIZE = { creator: 42, metadata: 36 } as const;
export const VIDEO_CARDS = 10;
export const TEMPLATE_CARDS = 15;
export const STORYBOARD_API_VERSION = 2;

// Transcript (§4): collapse threshold and timings.
export const TRANSCRIPT = {
  collapseMinHeight: 500,
  remeasureMs: 500,
  pagedEventMs: 1000,
  expandedExtraHeight: 48,
} as const;

// Keyboard (§9). Key codes, as the spec names them.
export const KEY_CODES = { escape: 27, enter: 13, space: 32, comma: 188 } as const;

// Logging and analytics (§9).
export const DEFAULT_LOG_LEVEL_NUMBER = 20;
export const ANALYTICS_SESSION_COOKIE = 'glassbox-session-id';
export const ANALYTICS_SESSION_MINUTES = 30;
