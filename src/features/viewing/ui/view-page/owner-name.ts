// The owner's name as the page shows it (spec §3 Owner): publicDisplayName is preferred over
// first plus last name, then the username. The server's displayName does the same for rows.
import type { OwnerData } from '../../../accounts/contracts';

export type OwnerNameFields = Pick<OwnerData, 'publicDisplayName' | 'firstName' | 'lastName' | 'username'>;

export function ownerDisplayName(owner: OwnerNameFields): string {
  const full = [owner.firstName, owner.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return owner.publicDisplayName?.trim() || full || owner.username;
}

/** The owner's profile, which exists only when the owner has an oid (spec §2 routes). */
export const ownerProfilePath = (owner: Pick<OwnerData, 'oid'>): string | null =>
  owner.oid ? `/user/${owner.oid}/` : null;
