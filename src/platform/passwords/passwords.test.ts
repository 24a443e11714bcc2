import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, SCRYPT_COST, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes at OWASP’s scrypt cost (N=2^15, r=8, p=3) with a salt, and verifies', async () => {
    expect(SCRYPT_COST).toEqual({ N: 2 ** 15, r: 8, p: 3 });
    const hash = await hashPassword('tidy rows and columns');
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await hashPassword('tidy rows and columns')).not.toBe(hash);
    expect(await verifyPassword('tidy rows and columns', hash)).toBe(true);
    expect(await verifyPassword('tidy rows and column', hash)).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
    // Four hashes at full cost: about a second on an idle machine, over five on a loaded CI one.
  }, 30_000);

  it('asks for a new hash when one was made at another cost', () => {
    expect(needsRehash('scrypt$16384$8$1$c2FsdA==$a2V5')).toBe(true);
    expect(needsRehash('scrypt$32768$8$3$c2FsdA==$a2V5')).toBe(false);
    expect(needsRehash(null)).toBe(true);
  });
});
