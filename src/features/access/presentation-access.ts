// The shapes a presentation takes as one person meets it: what grants them access (accessOf, for
// kernel/access/authorize.ts), how a request names it, and what loadFor (load-for.ts) answers.
import type { PresentationAccess, Viewer } from '../../kernel/access/permissions';
import type { OwnerRecord, User } from '../accounts';
import type { ViewLink } from '../sharing';
import type { Presentation } from './presentation-record';

/** The person a permission is asked for, from a user row (a row in hand gives a viewer in hand). */
export function viewerOf(user: User): Viewer;
export function viewerOf(user: User | null): Viewer | null;
export function viewerOf(user: User | null): Viewer | null {
  return user ? { id: user.id, isStaff: user.is_staff } : null;
}

export function accessOf(
  p: Pick<Presentation, 'owner_id' | 'privacy' | 'hidden'>,
  extra: Pick<PresentationAccess, 'role' | 'viaViewLink'> = {},
): PresentationAccess {
  return { ownerId: p.owner_id, privacy: p.privacy, hidden: p.hidden, ...extra };
}

export interface VisiblePresentation {
  presentation: Presentation;
  access: PresentationAccess;
  /** The live view link the request came through, if any. */
  viewLinkId?: string;
}

/** How a request names a presentation: its oid (with the spec's ?auth_key view link), or a view link. */
export type PresentationRef = { oid: string; authKey?: string } | { viewLinkId: string };

/** A presentation as one viewer sees it: what the view page, embed page and player API show. */
export interface ViewerPresentation extends VisiblePresentation {
  viewer: Viewer | null;
  owner: OwnerRecord;
  hasLiked: boolean;
  /** The share link the request came through, with its rules (viewLinkId's row). */
  viewLink?: ViewLink;
}
