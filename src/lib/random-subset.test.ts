import { describe, expect, it } from 'vitest';
import { randomSubset, SUBSET_TOO_LARGE } from './random-subset';

/** mulberry32: a small seeded generator, so the statistics below are the same on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

describe('randomSubset', () => {
  it('returns the asked number of items, each from the list and none twice', () => {
    const random = seeded(1);
    for (let count = 0; count <= LETTERS.length; count++) {
      const subset = randomSubset(LETTERS, count, random);
      expect(subset).toHaveLength(count);
      expect(new Set(subset).size).toBe(count);
      for (const item of subset) expect(LETTERS).toContain(item);
    }
  });

  it('never repeats an item even when the list holds equal values at several places', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    const subset = randomSubset(items, 4, seeded(7));
    expect(new Set(subset).size).toBe(4);
    expect(subset.map((item) => item.id).sort()).toEqual([1, 2, 3, 4]);
  });

  it('leaves the original list as it was', () => {
    const items = [...LETTERS];
    randomSubset(items, 5, seeded(3));
    expect(items).toEqual(LETTERS);
  });

  it('follows the random source (partial Fisher–Yates)', () => {
    // 0 picks the first remaining place each time; 0.999… the last.
    expect(randomSubset(LETTERS, 3, () => 0)).toEqual(['a', 'b', 'c']);
    expect(randomSubset(LETTERS, 3, () => 0.9999)).toEqual(['h', 'a', 'b']);
  });

  it('picks every ordered pair about equally often (uniform)', () => {
    const random = seeded(42);
    const items = ['a', 'b', 'c', 'd'];
    const draws = 48_000;
    const counts = new Map<string, number>();
    for (let i = 0; i < draws; i++) {
      const key = randomSubset(items, 2, random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(12);
    const expected = draws / 12;
    for (const count of counts.values()) {
      expect(Math.abs(count - expected) / expected).toBeLessThan(0.05);
    }
  });

  it('fails with the spec message when asked for more items than exist', () => {
    expect(() => randomSubset(['a', 'b'], 3)).toThrow(new Error(SUBSET_TOO_LARGE));
    expect(SUBSET_TOO_LARGE).toBe(
      'Invalid number of elements provided. Subarray cannot have more elements than original array.',
    );
    expect(() => randomSubset([], 1)).toThrow(SUBSET_TOO_LARGE);
  });

  it('rejects a negative or fractional count with the same message', () => {
    expect(() => randomSubset(LETTERS, -1)).toThrow(SUBSET_TOO_LARGE);
    expect(() => randomSubset(LETTERS, 1.5)).toThrow(SUBSET_TOO_LARGE);
  });
});
