import { describe, expect, it } from 'vitest';
import { AVATAR_GREY, AVATAR_PALETTE, avatarColour, avatarInitials } from './avatar';

describe('avatarInitials', () => {
  it('uppercases the initials of first and last name', () => {
    expect(avatarInitials({ firstName: 'maría', lastName: 'lópez', email: 'x@y.z' })).toBe('ML');
    expect(avatarInitials({ firstName: 'Kenji' })).toBe('K');
  });
  it('falls back to the first letter of the email, then nothing', () => {
    expect(avatarInitials({ email: 'quiet.writer@example.org' })).toBe('Q');
    expect(avatarInitials({})).toBe('');
  });
});

describe('avatarColour', () => {
  it('picks one of the 8 palette colours by the email, stable across calls', () => {
    const colour = avatarColour({ email: 'ada@example.com', username: 'ada' });
    expect(AVATAR_PALETTE).toContain(colour);
    expect(avatarColour({ email: 'ADA@example.com' })).toBe(colour);
    expect(
      new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((u) => avatarColour({ username: u })))
        .size,
    ).toBeGreaterThan(3);
  });
  it('uses the username without an email, and grey with neither', () => {
    expect(avatarColour({ username: 'ada' })).toBe(avatarColour({ username: 'ada', email: '' }));
    expect(avatarColour({})).toBe(AVATAR_GREY);
  });
});

describe('avatarTextColour', () => {
  it('uses dark initials on light colours and white on dark ones', async () => {
    const { avatarTextColour } = await import('./avatar');
    expect(avatarTextColour('#ffc53d')).toBe('#1c2024');
    expect(avatarTextColour('#3e63dd')).toBe('#ffffff');
    expect(avatarTextColour('#8b8d98')).toBe('#1c2024');
  });
});
