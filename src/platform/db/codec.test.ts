import { describe, expect, it, vi } from 'vitest';
import { fromFlag, parseNullable, parseWhenRead, stringifyNullable, toFlag } from './codec';

describe('the row codec', () => {
  it('stores a boolean as 0/1 and reads it back', () => {
    expect([toFlag(true), toFlag(false)]).toEqual([1, 0]);
    expect([fromFlag(1), fromFlag(0)]).toEqual([true, false]);
  });

  it('keeps null through a nullable JSON column both ways', () => {
    expect(stringifyNullable(null)).toBeNull();
    expect(stringifyNullable(['a'])).toBe('["a"]');
    expect(parseNullable(null)).toBeNull();
    expect(parseNullable<string[]>('["a"]')).toEqual(['a']);
  });

  it('parses a column the first time it is read, once, and lets it be replaced', () => {
    const record: Record<string, unknown> = { id: 1 };
    const parse = vi.spyOn(JSON, 'parse');
    parseWhenRead(record, 'document', '{"title":"Jam"}');
    parseWhenRead(record, 'media', null);
    expect(parse).not.toHaveBeenCalled();
    expect(record.document).toEqual({ title: 'Jam' });
    expect(record.document).toBe(record.document);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(record.media).toBeNull();
    parse.mockRestore();
    expect({ ...record }).toEqual({ id: 1, document: { title: 'Jam' }, media: null });
    record.document = { title: 'Marmalade' };
    expect(record.document).toEqual({ title: 'Marmalade' });
  });
});
