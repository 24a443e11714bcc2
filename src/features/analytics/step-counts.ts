// How many steps each presentation has, by oid, for checking analytics events as they arrive.
// Anyone may post events, so the cache is bounded (least recently used out)
// and short-lived: a deck edited to more steps is counted anew within STEP_COUNTS_TTL_MS.
// Unknown oids are remembered too, so repeating one costs no query.
import type { Db } from '../../platform/db/connection';
import { findPresentationByOid } from '../decks';
import { countedStepCount } from './stats-steps';

/** The step count of the presentation with this oid (a recording's chapters), or null when there is none. */
export async function stepCountByOid(db: Db, oid: string): Promise<number | null> {
  const presentation = await findPresentationByOid(db, oid);
  return presentation ? countedStepCount(db, presentation) : null;
}

export const STEP_COUNTS_TTL_MS = 30_000;
export const STEP_COUNTS_MAX_ENTRIES = 10_000;

interface Entry {
  /** null: no presentation has this oid. */
  steps: number | null;
  expires: number;
}

export class StepCounts {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly load: (oid: string) => Promise<number | null>,
    private readonly ttlMs = STEP_COUNTS_TTL_MS,
    private readonly maxEntries = STEP_COUNTS_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The step count of each oid (null when no presentation has it). */
  async lookup(oids: Iterable<string>): Promise<Map<string, number | null>> {
    const found = new Map<string, number | null>();
    for (const oid of new Set(oids)) {
      const cached = this.get(oid);
      if (cached !== undefined) {
        found.set(oid, cached);
        continue;
      }
      // One at a time: a deck's document can be large, and only its count is kept.
      const steps = await this.load(oid);
      this.set(oid, steps);
      found.set(oid, steps);
    }
    return found;
  }

  private get(oid: string): number | null | undefined {
    const entry = this.entries.get(oid);
    if (!entry) return undefined;
    this.entries.delete(oid);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(oid, entry); // most recently used last
    return entry.steps;
  }

  private set(oid: string, steps: number | null): void {
    this.entries.delete(oid);
    this.entries.set(oid, { steps, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
}
