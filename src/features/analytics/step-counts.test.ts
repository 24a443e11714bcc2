import { describe, expect, it } from 'vitest';
import { StepCounts } from './step-counts';

describe('StepCounts', () => {
  const decks: Record<string, number> = { aaaaaaaaaaaa: 4, bbbbbbbbbbbb: 7 };
  const counting = () => {
    const loaded: string[] = [];
    const load = async (oid: string) => {
      loaded.push(oid);
      return decks[oid] ?? null;
    };
    return { loaded, load };
  };

  it('answers each oid once per lifetime, unknown ones included', async () => {
    const { loaded, load } = counting();
    const counts = new StepCounts(load, 1000, 100);
    const found = await counts.lookup(['aaaaaaaaaaaa', 'zzzzzzzzzzzz', 'aaaaaaaaaaaa']);
    expect([...found]).toEqual([
      ['aaaaaaaaaaaa', 4],
      ['zzzzzzzzzzzz', null],
    ]);
    await counts.lookup(['aaaaaaaaaaaa', 'zzzzzzzzzzzz']);
    expect(loaded).toEqual(['aaaaaaaaaaaa', 'zzzzzzzzzzzz']);
  });

  it('asks again once an answer has expired', async () => {
    const { loaded, load } = counting();
    let now = 0;
    const counts = new StepCounts(load, 1000, 100, () => now);
    await counts.lookup(['aaaaaaaaaaaa']);
    now = 999;
    await counts.lookup(['aaaaaaaaaaaa']);
    now = 2000;
    await counts.lookup(['aaaaaaaaaaaa']);
    expect(loaded).toEqual(['aaaaaaaaaaaa', 'aaaaaaaaaaaa']);
  });

  it('keeps at most its bound, dropping the least recently used', async () => {
    const { loaded, load } = counting();
    const counts = new StepCounts(load, 60_000, 2);
    await counts.lookup(['aaaaaaaaaaaa', 'bbbbbbbbbbbb']);
    await counts.lookup(['aaaaaaaaaaaa']); // a is now the most recent
    await counts.lookup(['cccccccccccc']); // b goes
    expect(counts.size).toBe(2);
    await counts.lookup(['aaaaaaaaaaaa', 'bbbbbbbbbbbb']);
    expect(loaded).toEqual(['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc', 'bbbbbbbbbbbb']);
  });
});
