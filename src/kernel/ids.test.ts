import { describe, expect, it } from 'vitest';
import { isOid, isViewLinkId, newOid, newViewLinkId, randomId } from './ids';

describe('randomId', () => {
  it('returns exactly the requested number of characters', () => {
    expect(randomId(1)).toHaveLength(1);
    expect(randomId(40)).toHaveLength(40);
  });

  it('uses only lower-case letters and digits', () => {
    const sample = Array.from({ length: 50 }, () => randomId(40)).join('');
    expect(sample).toMatch(/^[a-z0-9]+$/);
  });

  it('draws from the whole alphabet', () => {
    const seen = new Set(Array.from({ length: 200 }, () => randomId(40)).join(''));
    expect(seen.size).toBe(36);
  });

  it('does not repeat itself', () => {
    const ids = new Set(Array.from({ length: 100 }, () => randomId(12)));
    expect(ids.size).toBe(100);
  });
});

describe('newOid and newViewLinkId', () => {
  it('makes 12-character presentation ids that isOid accepts', () => {
    const oid = newOid();
    expect(oid).toMatch(/^[a-z0-9]{12}$/);
    expect(isOid(oid)).toBe(true);
  });

  it('makes 16-character view-link ids that isViewLinkId accepts', () => {
    const id = newViewLinkId();
    expect(id).toMatch(/^[a-z0-9]{16}$/);
    expect(isViewLinkId(id)).toBe(true);
  });
});

describe('isOid', () => {
  it('accepts 12 lower-case letters and digits', () => {
    expect(isOid('abc123def456')).toBe(true);
  });

  it.each([
    ['too short', 'abc123def45'],
    ['too long', 'abc123def4567'],
    ['upper case', 'ABC123DEF456'],
    ['a dash', 'abc123-def45'],
    ['a trailing newline', 'abc123def456\n'],
    ['empty', ''],
  ])('rejects %s', (_, value) => {
    expect(isOid(value)).toBe(false);
  });
});

describe('isViewLinkId', () => {
  it('accepts 16 to 64 lower-case letters and digits', () => {
    expect(isViewLinkId('a'.repeat(16))).toBe(true);
    expect(isViewLinkId('0123456789abcdef')).toBe(true);
    expect(isViewLinkId('z'.repeat(64))).toBe(true);
  });

  it.each([
    ['15 characters', 'a'.repeat(15)],
    ['65 characters', 'a'.repeat(65)],
    ['upper case', 'A'.repeat(16)],
    ['an underscore', `${'a'.repeat(15)}_`],
    ['empty', ''],
  ])('rejects %s', (_, value) => {
    expect(isViewLinkId(value)).toBe(false);
  });
});
