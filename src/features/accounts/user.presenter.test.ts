import { describe, expect, it } from 'vitest';
import { userRow } from '../decks/test-support';
import { displayName, presentOwner } from './user.presenter';

describe('displayName', () => {
  it('prefers the public display name, then first and last name, then the username', () => {
    expect(displayName(userRow({ public_display_name: 'Countess Ada' }))).toBe('Countess Ada');
    expect(displayName(userRow())).toBe('Ada Lovelace');
    expect(displayName(userRow({ last_name: null }))).toBe('Ada');
    expect(displayName(userRow({ first_name: null, last_name: null }))).toBe('ada');
  });
});

describe('presentOwner', () => {
  it('publishes no email and an avatar computed from the name', () => {
    const owner = presentOwner(userRow());
    expect(owner.email).toBeNull();
    expect(owner.avatar.initials).toBe('AL');
    expect(JSON.stringify(owner)).not.toContain('example.com');
  });
});
