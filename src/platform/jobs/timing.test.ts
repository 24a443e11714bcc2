import { describe, expect, it } from 'vitest';
import { backoffMs, scheduleSlot, slotKey } from './timing';

describe('backoffMs', () => {
  const backoff = { baseMs: 10_000, capMs: 60_000 };

  it('doubles the wait after each failed attempt', () => {
    expect([1, 2, 3].map((attempt) => backoffMs(attempt, backoff))).toEqual([10_000, 20_000, 40_000]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    expect(backoffMs(4, backoff)).toBe(60_000);
    expect(backoffMs(1_000, backoff)).toBe(60_000);
  });

  it('waits the base after an attempt counted as none', () => {
    expect(backoffMs(0, backoff)).toBe(10_000);
  });
});

describe('scheduleSlot', () => {
  const minute = 60_000;
  const at = (iso: string) => new Date(iso);

  it('puts every moment of a slot in the same slot, whenever a server looks', () => {
    const slot = scheduleSlot(minute, at('2026-12-06T04:17:00.000Z'));
    expect(scheduleSlot(minute, at('2026-12-06T04:17:59.999Z'))).toEqual(slot);
    expect(scheduleSlot(minute, at('2026-12-06T04:17:30.000Z'))).toEqual(slot);
    expect(slot.toISOString()).toBe('2026-12-06T04:17:00.000Z');
  });

  it('starts the next slot on the boundary', () => {
    expect(scheduleSlot(minute, at('2026-12-06T04:18:00.000Z')).toISOString()).toBe(
      '2026-12-06T04:18:00.000Z',
    );
  });

  it('counts slots from the epoch, so an hour starts on the hour', () => {
    expect(scheduleSlot(3_600_000, at('2026-12-06T04:59:59.000Z')).toISOString()).toBe(
      '2026-12-06T04:00:00.000Z',
    );
  });

  it('keys a slot by the schedule and the slot start', () => {
    const slot = scheduleSlot(minute, at('2026-12-06T04:17:12.000Z'));
    expect(slotKey('sessions.purge', slot)).toBe('sessions.purge@2026-12-06T04:17:00.000Z');
    expect(slotKey('sessions.purge', slot)).not.toBe(slotKey('videos.sweep', slot));
  });
});
