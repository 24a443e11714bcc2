// Avatars (spec §3): uppercased initials of first and last name, else the first letter of the
// email; a colour from a palette of 8 picked by a hash of the email or username, grey if neither.
// Deep enough for white initials (contrast ≥ 4.5), except the yellow, which takes dark ones.
export const AVATAR_PALETTE = [
  '#c62a2f',
  '#ad4e00',
  '#ffc53d',
  '#1e7a4e',
  '#0b7b75',
  '#0067b8',
  '#3e63dd',
  '#7b3fb0',
] as const;
export const AVATAR_GREY = '#8b8d98';
export const AVATAR_SIZES = { creator: 42, metadata: 36 } as const;

export interface AvatarPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  username?: string | null;
}

export function avatarInitials({ firstName, lastName, email }: AvatarPerson): string {
  const initials = [firstName, lastName].map((name) => name?.trim().charAt(0) ?? '').join('');
  if (initials) return initials.toUpperCase();
  return (email?.trim().charAt(0) ?? '').toUpperCase();
}

/** A stable small hash (djb2) so the same person always gets the same colour. */
function hash(text: string): number {
  let value = 5381;
  for (let i = 0; i < text.length; i++) value = ((value << 5) + value + text.charCodeAt(i)) >>> 0;
  return value;
}

export function avatarColour({ email, username }: AvatarPerson): string {
  const key = email?.trim().toLowerCase() || username?.trim().toLowerCase();
  return key ? AVATAR_PALETTE[hash(key) % AVATAR_PALETTE.length]! : AVATAR_GREY;
}

export const avatarOf = (person: AvatarPerson) => ({
  initials: avatarInitials(person),
  colour: avatarColour(person),
});

/** Dark or white initials, whichever reads better on the avatar colour (WCAG contrast ≥ 4.5). */
export function avatarTextColour(background: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = Number.parseInt(background.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white is 1.05 / (L + 0.05); with #1c2024 (L ≈ 0.015) it is (L + 0.05) / 0.065.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.065 ? '#ffffff' : '#1c2024';
}
