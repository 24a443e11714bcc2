// The owner's avatar (spec §3): a circle with the initials and colour the server computed from
// the owner (the email that picks the colour never reaches the browser). Decorative: the name is
// always written beside it.
import type { OwnerData } from '../../../accounts/contracts';
import './Avatar.css';
import { avatarTextColour } from '../../../../kernel/avatar';

export interface AvatarProps {
  avatar: OwnerData['avatar'];
  /** Used for the initial when the server had no initials (no names and no email). */
  name: string;
  /** Diameter in px: AVATAR_SIZE.creator (42) or AVATAR_SIZE.metadata (36). */
  size: number;
}

export function Avatar({ avatar, name, size }: AvatarProps) {
  const initials = avatar.initials || name.trim().charAt(0).toUpperCase();
  return (
    <span
      className="avatar"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.4),
        backgroundColor: avatar.colour,
        color: avatarTextColour(avatar.colour),
      }}
    >
      {initials}
    </span>
  );
}
