// The owner row of the metadata card: avatar, name (a profile link only when the owner has an
// oid) and the last-modified text; for the talk's owner and editors, a link to the presenter view.

import { AVATAR_SIZE } from '../../../../lib/constants';
import type { OwnerData } from '../../../accounts/contracts';
import { Avatar } from './Avatar';
import { ownerDisplayName, ownerProfilePath } from './owner-name';
import './OwnerLine.css';

export interface OwnerLineProps {
  owner: OwnerData;
  /** The server-formatted text, e.g. "Updated November 21, 2026". */
  lastModified: string;
  /** The presenter view's link, for the owner and editors of a deck only. */
  presenter?: { path: string; label: string } | null;
}

export function OwnerLine({ owner, lastModified, presenter }: OwnerLineProps) {
  const name = ownerDisplayName(owner);
  const profile = ownerProfilePath(owner);
  return (
    <div className="owner-line">
      <Avatar avatar={owner.avatar} name={name} size={AVATAR_SIZE.metadata} />
      <div className="owner-line__text">
        {profile ? (
          <a className="owner-line__name" href={profile}>
            {name}
          </a>
        ) : (
          <span className="owner-line__name">{name}</span>
        )}
        <span className="owner-line__date">{lastModified}</span>
      </div>
      {presenter ? (
        <a className="button owner-line__present" href={presenter.path}>
          {presenter.label}
        </a>
      ) : null}
    </div>
  );
}
