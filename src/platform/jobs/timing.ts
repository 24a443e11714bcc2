// The queue's arithmetic, kept pure so it is tested with plain dates: how long a failed job waits
// before its next attempt, and which time slot of a schedule a moment falls in.

export interface Backoff {
  /** The wait after the first failed attempt; each later one doubles it. */
  baseMs: number;
  /** No wait is longer than this. */
  capMs: number;
}

/** The wait after failed attempt number `attempt` (1 for the first): base, 2×base, 4×base… up to the cap. */
export function backoffMs(attempt: number, { baseMs, capMs }: Backoff): number {
  const doublings = Math.max(0, Math.min(attempt - 1, 52));
  return Math.min(capMs, baseMs * 2 ** doublings);
}

/**
 * The start of the slot of a schedule running every `everyMs` that `now` falls in. Slots are
 * counted from the epoch, so every app server, whenever it started, finds the same slots.
 */
export function scheduleSlot(everyMs: number, now: Date): Date {
  return new Date(Math.floor(now.getTime() / everyMs) * everyMs);
}

/** The key of one slot's job: the same on every app server, so the slot is enqueued (and run) once. */
export const slotKey = (name: string, slot: Date) => `${name}@${slot.toISOString()}`;
