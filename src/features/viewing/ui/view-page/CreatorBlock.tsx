// "More from {name}": the creator block at the top of the sidebar, linking the owner's profile.
// Owners without an oid have no profile, so the block is left out for them.

import { useT } from '../../../../i18n/react';
import { AVATAR_SIZE } from '../../../../lib/constants';
import type { OwnerData } from '../../../accounts/contracts';
import { Avatar } from './Avatar';
import { ownerDisplayName, ownerProfilePath } from './owner-name';
import './CreatorBlock.css';

export function CreatorBlock({ owner }: { owner: OwnerData }) {
  const t = useT();
  const profile = ownerProfilePath(owner);
  if (!profile) return null;
  const name = ownerDisplayName(owner);
  return (
    <a className="creator-block" href={profile}>
      <Avatar avatar={owner.avatar} name={name} size={AVATAR_SIZE.creator} />
      <span className="creator-block__text">{t('view.moreFrom', { name })}</span>
    </a>
  );
}
