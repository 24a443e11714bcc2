// The row codec's generic part: how a flag and a JSON column are stored on both dialects (0/1 and
// text, decision 001) and read back (booleans, parsed values, decision 010). Each table's own pair of
// decode/encode functions lives with its owner (a feature's tables.ts, the access feature's
// presentation record, the job queue's tables.ts) and is written with these.
import type { Flag } from './columns';

/** A boolean as a flag column stores it. */
export const toFlag = (value: boolean): Flag => (value ? 1 : 0);

/** A flag column read back as a boolean. */
export const fromFlag = (value: number): boolean => value === 1;

/**
 * Sets `record[key]` to the JSON in `text` (null stays null), parsed the first time it is read: the
 * large columns (documents, transcripts) are never parsed by a request that does not read them.
 * Setting it replaces the value without parsing.
 */
export function parseWhenRead(record: Record<string, unknown>, key: string, text: string | null): void {
  let value: unknown;
  let parsed = false;
  Object.defineProperty(record, key, {
    enumerable: true,
    configurable: true,
    get() {
      if (!parsed) [value, parsed] = [text === null ? null : JSON.parse(text), true];
      return value;
    },
    set(next: unknown) {
      [value, parsed] = [next, true];
    },
  });
}

/** A nullable JSON column read back: null stays null. */
export const parseNullable = <T>(text: string | null): T | null =>
  text === null ? null : (JSON.parse(text) as T);

/** A nullable value as a JSON column stores it: null stays null. */
export const stringifyNullable = (value: unknown): string | null =>
  value === null ? null : JSON.stringify(value);
