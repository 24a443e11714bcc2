import { describe, expect, it } from 'vitest';
import { BatchWriter } from './batch-writer';

/** A store that refuses any group holding the row 'bad', as a database refuses one bad row. */
function store() {
  const stored: string[] = [];
  const writes: string[][] = [];
  const writer = new BatchWriter<string>(async (rows) => {
    writes.push(rows);
    if (rows.includes('bad')) throw new Error('invalid byte sequence');
    stored.push(...rows);
  });
  return { writer, stored, writes };
}

describe('BatchWriter', () => {
  it('writes requests that arrive together in one group', async () => {
    const { writer, stored, writes } = store();
    await Promise.all([writer.add(['a']), writer.add(['b', 'c'])]);
    expect(writes).toEqual([['a', 'b', 'c']]);
    expect(stored).toEqual(['a', 'b', 'c']);
  });

  it('keeps every other request’s rows when one request holds a bad row', async () => {
    const { writer, stored } = store();
    const results = await Promise.allSettled([
      writer.add(['a']),
      writer.add(['bad', 'x']),
      writer.add(['b', 'c']),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(stored).toEqual(['a', 'b', 'c']);
  });

  it('rejects a lone request with its own error', async () => {
    const { writer } = store();
    await expect(writer.add(['bad'])).rejects.toThrow('invalid byte sequence');
  });
});
