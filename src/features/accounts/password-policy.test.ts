import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  it('refuses passwords shorter than 12 characters', () => {
    expect(passwordProblem('Xq7#pL2m!zR')).toBe('account.passwordShort');
  });

  it('refuses common passwords and patterns, however long', () => {
    for (const password of [
      'password1234',
      'qwertyuiop123',
      '123456789012',
      'iloveyou1234',
      'aaaaaaaaaaaaaaa',
      'abcdefghijklmnop',
      'Passw0rd!Passw0rd!',
    ])
      expect(passwordProblem(password), password).toBe('account.passwordWeak');
  });

  it('refuses the person’s own username, email or names', () => {
    expect(passwordProblem('maria.lopez2024', ['maria.lopez', 'maria.lopez@example.com'])).toBe(
      'account.passwordWeak',
    );
  });

  it('accepts a long passphrase or a random password', () => {
    for (const password of ['correct horse battery staple', 'k3j4-h5g6-f7d8-s9a0', 'Tidy data, one row each'])
      expect(passwordProblem(password), password).toBeUndefined();
  });

  it('refuses a password longer than 200 characters', () => {
    expect(passwordProblem('x'.repeat(201))).toBe('account.passwordLong');
  });
});
