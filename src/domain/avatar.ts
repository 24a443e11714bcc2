// Avatars (spec §3): uppercased initials of first and last name, else the first letter of the
// email; a colour from a palette of 8 picked by a hash of the email or username, grey if neither.
export const AVATAR_PALETTE = [
  '#e5484d',
  '#f76b15',
  '#ffc53d',
  '#30a46c',
  '#12a594',
  '#0090ff',
  '#3e63dd',
  '#8e4ec6',
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
