// Who may see, like, edit, comment on and copy a presentation (DESIGN §6).
// The one place these rules live: every route (page, API, embed, thumbnails, search) asks here.
import type { Privacy } from './import-metadata';
import { presentationPath, viewLinkPath } from './paths';

/** A collaborator edits the presentation, or only reads it and comments on it. */
export type CollaboratorRole = 'edit' | 'comment';

export interface Viewer {
  id: number;
  isStaff: boolean;
}

export interface PresentationAccess {
  ownerId: number;
  privacy: Privacy;
  hidden: boolean;
  /** The viewer's collaborator role on this presentation, if any. */
  role?: CollaboratorRole;
  /** The request carried a live (not revoked) view link for this presentation. */
  viaViewLink?: boolean;
}

export const isOwner = (p: PresentationAccess, viewer: Viewer | null) =>
  viewer !== null && viewer.id === p.ownerId;

export function canView(p: PresentationAccess, viewer: Viewer | null): boolean {
  if (isOwner(p, viewer)) return true;
  if (p.hidden) return false; // taken down: only the owner still sees it (and why)
  if (p.privacy !== 'private') return true;
  return p.viaViewLink === true || p.role !== undefined || viewer?.isStaff === true;
}

/**
 * Who comes through a share link's gate (password, e-mail address) without giving anything: those
 * who see the presentation without any link, as if it were private (its owner, collaborators and
 * staff). Everyone else is asked, even for a public talk: a tracked link that asks for an address
 * asks everyone who comes through it, so its owner knows who they were (issue #16).
 */
export const passesLinkGate = (p: PresentationAccess, viewer: Viewer | null) =>
  canView({ ...p, privacy: 'private', viaViewLink: false }, viewer);

export const canLike = (p: PresentationAccess, viewer: Viewer | null): viewer is Viewer =>
  viewer !== null && canView(p, viewer);

export const canEdit = (p: PresentationAccess, viewer: Viewer | null) =>
  isOwner(p, viewer) || (viewer !== null && p.role === 'edit' && !p.hidden);

export const canComment = (p: PresentationAccess, viewer: Viewer | null) =>
  canEdit(p, viewer) || (viewer !== null && p.role === 'comment' && !p.hidden);

/**
 * Reusable presentations may be copied by anyone signed in who sees them; others only by their
 * editors. A taken-down presentation is copied by no one, its owner included: a copy would
 * publish it (and its pictures) again.
 */
export const canCopy = (p: PresentationAccess, viewer: Viewer | null) =>
  viewer !== null && !p.hidden && canView(p, viewer) && (p.privacy === 'reusable' || canEdit(p, viewer));

/** A template starts a new presentation for anyone signed in who sees it, unless it was taken down. */
export const canUseTemplate = (p: PresentationAccess, viewer: Viewer | null) =>
  viewer !== null && !p.hidden && canView(p, viewer);

export const viewerRights = (p: PresentationAccess, viewer: Viewer | null) => ({
  edit: canEdit(p, viewer),
  comment: canComment(p, viewer),
});

/** Listed in search, galleries and the sitemap. */
export const isListed = (p: Pick<PresentationAccess, 'privacy' | 'hidden'>) =>
  p.privacy !== 'private' && !p.hidden;

/**
 * Make a copy on the view page (spec §6): what canCopy allows, and for anonymous visitors the
 * button of a reusable talk, which sends them to sign up first.
 */
export const showsMakeACopy = (p: PresentationAccess, viewer: Viewer | null) =>
  viewer === null ? p.privacy === 'reusable' && !p.hidden : canCopy(p, viewer);

/**
 * A listed presentation reached by its public address: the page promotes, links canonically and
 * may be indexed. Through a view link (a key) it is a private view, even of a public presentation.
 */
export const isPublicView = (p: PresentationAccess) => isListed(p) && p.viaViewLink !== true;

/** One HTML for every anonymous visitor of a public view, so it may be cached and shared (DESIGN §8). */
export const mayCachePublicly = (p: PresentationAccess, viewer: Viewer | null) =>
  viewer === null && isPublicView(p);

/**
 * A thumbnail is public when its presentation is listed; otherwise the owner and collaborators
 * load it by their account, and whoever holds a live view link the picture of the start screen
 * through that link (issue #15: they see the whole presentation anyway). Link previews of an
 * unlisted presentation never get a picture (the route serves the PNG by account only).
 */
export const canSeeThumbnail = (p: PresentationAccess, viewer: Viewer | null) =>
  isListed(p) || (p.viaViewLink === true ? canView(p, viewer) : canComment(p, viewer));

/** What a request's download rules are made of (issue #16 item 4). */
export interface DownloadRules {
  /** The presentation's "Allow downloads". */
  allowDownloads: boolean;
  /** The rule of the share link the request came through, if any. */
  linkDownload?: 'inherit' | 'allow' | 'forbid';
}

/**
 * May this request download the presentation? Only someone who may view it. Its editors always may
 * (it is their work). Anyone else follows the share link's own rule when the request came through a
 * link that allows or forbids, else the presentation's "Allow downloads" (off by default): a link can
 * open downloads to its recipient while the public page keeps them closed, and the other way round.
 * A taken-down presentation is downloaded by no one but its owner.
 */
export function canDownload(p: PresentationAccess, viewer: Viewer | null, rules: DownloadRules): boolean {
  if (!canView(p, viewer)) return false;
  if (canEdit(p, viewer)) return true;
  if (p.hidden) return false;
  const link = p.viaViewLink === true ? rules.linkDownload : undefined;
  if (link === 'allow') return true;
  if (link === 'forbid') return false;
  return rules.allowDownloads;
}

/** The address the share dialog offers: the view link the visitor came through, else the public page. */
export const sharePath = (p: { oid: string; slug: string }, viewLinkId: string | undefined) =>
  viewLinkId ? viewLinkPath(viewLinkId) : presentationPath(p);

/**
 * Who presents a talk live (issue #17): its owner and editors, who may change it anyway. A
 * taken-down talk is presented by no one but its owner (canEdit), and watched by no audience
 * (canView).
 */
export const canPresentLive = (p: PresentationAccess, viewer: Viewer | null) => canEdit(p, viewer);
