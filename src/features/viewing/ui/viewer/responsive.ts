// The overlay's responsive mode (spec §2, §9) comes from the widget's own size, not the window's:
// the same widget fills a page column, a full-height private page or a small embed frame.
import { OVERLAY_BREAKPOINTS, OVERLAY_OFFSETS } from '../../../../lib/constants';

export type ResponsiveMode = 'large' | 'middle' | 'small';

export function responsiveMode(width: number, height: number): ResponsiveMode {
  const { large, middle } = OVERLAY_BREAKPOINTS;
  if (width >= large.width && height >= large.height) return 'large';
  if (width >= middle.width && height >= middle.height) return 'middle';
  return 'small';
}

/** How far the overlay's title block sits from the widget's edges: 60, 30 or 12 px. */
export function metadataOffset(mode: ResponsiveMode): number {
  return OVERLAY_OFFSETS[mode];
}
