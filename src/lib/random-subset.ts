// A uniformly random subset without repeats (spec §5), by a partial Fisher–Yates shuffle of a
// copy: only the first `count` places are shuffled, so picking few of many stays cheap.

export const SUBSET_TOO_LARGE =
  'Invalid number of elements provided. Subarray cannot have more elements than original array.';

/** `random` returns numbers in [0, 1), like Math.random; tests pass a seeded one. */
export function randomSubset<T>(items: readonly T[], count: number, random: () => number = Math.random): T[] {
  // A negative or fractional count is as invalid as one that is too large.
  if (count > items.length || count < 0 || !Number.isInteger(count)) throw new Error(SUBSET_TOO_LARGE);
  const pool = items.slice();
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}
