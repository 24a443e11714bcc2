import { describe, expect, it } from 'vitest';
import { decodeUser, encodeNewUser } from './tables';

describe('the account record', () => {
  it('round-trips a user’s staff flag', () => {
    expect(decodeUser({ id: 1, is_staff: 1 as const })).toEqual({ id: 1, is_staff: true });
    expect(encodeNewUser({ is_staff: false } as Parameters<typeof encodeNewUser>[0])).toMatchObject({
      is_staff: 0,
    });
  });
});
