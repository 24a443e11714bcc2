import { describe, expect, it, vi } from 'vitest';
import { uuidV4 } from './uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidV4', () => {
  it('uses crypto.randomUUID when the context offers it', () => {
    const randomUUID = vi.fn(() => '0b2e5c1e-4f1a-4c3b-9d2e-7a6b5c4d3e2f' as const);
    expect(uuidV4({ randomUUID, getRandomValues: vi.fn() })).toBe('0b2e5c1e-4f1a-4c3b-9d2e-7a6b5c4d3e2f');
  });

  it('falls back to random bytes with the version and variant bits set', () => {
    const fill = (byte: number) => ({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        (array as unknown as Uint8Array).fill(byte);
        return array;
      },
    });
    expect(uuidV4(fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidV4(fill(0x00))).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('makes distinct v4 ids from the global crypto', () => {
    const a = uuidV4();
    const b = uuidV4();
    expect(a).toMatch(V4);
    expect(b).toMatch(V4);
    expect(a).not.toBe(b);
  });
});
