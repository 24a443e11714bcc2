// The loading percentage (spec §5): clamped to 0–100; anything that is not a number (NaN, a
// string, undefined) and anything negative shows 0.

export function clampProgress(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value) || value < 0) return 0;
  return Math.min(100, value);
}
