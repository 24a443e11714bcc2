// The public shape of a user (spec §3 Owner). Never hand a raw row to a page.
import { avatarOf } from '../../kernel/avatar';
import type { OwnerData } from './contracts';
import type { OwnerRecord, User } from './tables';

/** publicDisplayName is preferred over first plus last name; then the username. */
export function displayName(
  user: Pick<User, 'public_display_name' | 'first_name' | 'last_name' | 'username'>,
): string {
  const full = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return user.public_display_name || full || user.username;
}

export function presentOwner(user: OwnerRecord): OwnerData {
  return {
    oid: user.oid,
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    publicDisplayName: user.public_display_name,
    email: null,
    avatar: avatarOf({
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      username: user.username,
    }),
  };
}
