// Who may see, like, edit, comment on and copy a presentation (DESIGN §6).
// The one place these rules live: every route (page, API, embed, thumbnails, search) asks here.
import type { Privacy } from '../document/import-metadata';
import { presentationPath, viewLinkPath } from '../paths';

/** A collaborator edits the presentation, or only reads it and comments on it. */
export type CollaboratorRole = 'edit' | 'comment';

/**
 * A role on one presentation: a collaborator's, or one held through a shared folder or a team.
 * 'view' is a team viewer's: they read the team's presentations, private ones too.
 */
export type AccessRole = CollaboratorRole | 'view';

/** A member's role in a team, from the most rights to the fewest. */
export const TEAM_ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export interface Viewer {
  id: number;
  isStaff: boolean;
}

export interface PresentationAccess {
  ownerId: number;
  privacy: Privacy;
  hidden: boolean;
  /**
   * The viewer's strongest role on this presentation, if any: as a collaborator, through a folder
   * shared with them, or through its team (strongestRole of those).
   */
  role?: AccessRole;
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
 * asks everyone who comes through it, so its owner knows who they were.
 */
export const passesLinkGate = (p: PresentationAccess, viewer: Viewer | null) =>
  canView({ ...p, privacy: 'private', viaViewLink: false }, viewer);

export const canLike = (p: PresentationAccess, viewer: Viewer | null): viewer is Viewer =>
  viewer !== null && canView(p, viewer);

export const canEdit = (p: PresentationAccess, viewer: Viewer | null) =>
  isOwner(p, viewer) || (viewer !== null && p.role === 'edit' && !p.hidden);

/** Reads and comments: editors, and collaborators with the comment role (a team's viewers only read). */
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
 * through that link (they see the whole presentation anyway). Link previews of an
 * unlisted presentation never get a picture (the route serves the PNG by account only).
 */
export const canSeeThumbnail = (p: PresentationAccess, viewer: Viewer | null) =>
  isListed(p) || (p.viaViewLink === true ? canView(p, viewer) : canComment(p, viewer));

/** What a request's download rules are made of. */
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
 * Who presents a talk live: its owner and editors, who may change it anyway. A
 * taken-down talk is presented by no one but its owner (canEdit), and watched by no audience
 * (canView).
 */
export const canPresentLive = (p: PresentationAccess, viewer: Viewer | null) => canEdit(p, viewer);

// Teams and folders. A presentation's rights come from one role, the strongest of the
// person's collaborator role, the roles of the folders it sits in (and their parents) shared with
// them, and the role their team membership gives when it is a team presentation; everything above
// then decides with that role. Managing a team and its folders is decided below.

const ACCESS_RANK: Record<AccessRole, number> = { view: 1, comment: 2, edit: 3 };

/** The strongest of the roles someone holds on one presentation, or undefined for none. */
export function strongestRole(roles: readonly (AccessRole | null | undefined)[]): AccessRole | undefined {
  let best: AccessRole | undefined;
  for (const role of roles) if (role && (!best || ACCESS_RANK[role] > ACCESS_RANK[best])) best = role;
  return best;
}

export const isTeamRole = (value: unknown): value is TeamRole =>
  typeof value === 'string' && (TEAM_ROLES as readonly string[]).includes(value);

/** The role membership gives on the team's presentations: owners, admins and members edit, viewers read. */
export const teamAccessRole = (role: TeamRole): AccessRole => (role === 'viewer' ? 'view' : 'edit');

/** Renames or deletes the team: its owners. */
export const canManageTeam = (role: TeamRole | undefined) => role === 'owner';

/** Sees the pending invitations and invites: owners and admins. */
export const canManageMembers = (role: TeamRole | undefined) => role === 'owner' || role === 'admin';

/**
 * May `actor` move someone from role `from` (undefined: not a member yet, an invitation) to role
 * `to` (undefined: out of the team)? Owners change anyone; admins only members and viewers, and
 * never make anyone an owner or an admin; members and viewers nobody (anyone may leave: see
 * canLeaveTeam). That the team keeps an owner is the service's to check, as it counts them.
 */
export function canChangeMember(
  actor: TeamRole | undefined,
  from: TeamRole | undefined,
  to: TeamRole | undefined,
): boolean {
  if (actor === 'owner') return true;
  if (actor !== 'admin') return false;
  const below = (role: TeamRole | undefined) => role === undefined || role === 'member' || role === 'viewer';
  return below(from) && below(to) && from !== to;
}

/** Anyone leaves a team, except its last owner (who hands it over or deletes it first). */
export const canLeaveTeam = (role: TeamRole, owners: number) => role !== 'owner' || owners > 1;

/** Makes presentations and folders in the team and moves their own into it: all but viewers. */
export const canCreateInTeam = (role: TeamRole | undefined) => role !== undefined && role !== 'viewer';

/** Defines, publishes and unpublishes the team's brand kit: owners and admins. */
export const canManageBrandKit = (role: TeamRole | undefined) => canManageMembers(role);

/** A presentation as its team sees it: who made it (owns it) and the team it is in, if any. */
export interface TeamWork {
  ownerId: number;
  teamId: number | null;
}

/**
 * Acts on a presentation as its owner does: its owner, and the owners and admins of its team, who
 * answer for the team's work (they change its privacy, delete it and share it on).
 */
export const stewardsWork = (p: TeamWork, person: { id: number; teamRole?: TeamRole | undefined }) =>
  person.id === p.ownerId || (p.teamId !== null && canManageMembers(person.teamRole));

/**
 * What sharing a folder gives on one presentation in it: the role it was shared with, as far as the
 * person who shared it (`granter`, with their role in the presentation's team) may grant on it.
 * Only a presentation's stewards (stewardsWork) grant rights on it; a member who filed a
 * teammate's private presentation in their folder hands nothing of it on, and nothing a member
 * shared holds once they leave the team.
 */
export const folderGrant = (
  role: CollaboratorRole,
  p: TeamWork,
  granter: { id: number; teamRole?: TeamRole | undefined },
): CollaboratorRole | undefined => (stewardsWork(p, granter) ? role : undefined);

/** A folder as one person meets it. */
export interface FolderAccess {
  /** Who made it: a personal folder is its maker's. */
  ownerId: number;
  /** The team it belongs to, or null for a personal folder. */
  teamId: number | null;
  /** The person's role in that team, if they are a member. */
  teamRole?: TeamRole;
  /** Their strongest role on the folder or a folder above it, when it was shared with them. */
  role?: CollaboratorRole;
}

const ownsFolder = (f: FolderAccess, viewer: Viewer | null) => viewer !== null && viewer.id === f.ownerId;

/** Opens the folder and lists what is in it: its owner (personal) or its team's members, and those it was shared with. */
export function canSeeFolder(f: FolderAccess, viewer: Viewer | null): boolean {
  if (viewer === null) return false;
  if (f.role !== undefined) return true;
  return f.teamId === null ? ownsFolder(f, viewer) : f.teamRole !== undefined;
}

/**
 * Files presentations in the folder, makes subfolders in it and renames it: a personal folder's
 * owner, a team folder's members (not viewers), and those it was shared with to edit.
 */
export const canFileInFolder = (f: FolderAccess, viewer: Viewer | null) =>
  viewer !== null &&
  ((f.teamId === null ? ownsFolder(f, viewer) : canCreateInTeam(f.teamRole)) || f.role === 'edit');

/** Shares the folder, and deletes it: a personal folder's owner; a team folder's owners, admins and maker. */
export const canManageFolder = (f: FolderAccess, viewer: Viewer | null) =>
  viewer !== null &&
  (f.teamId === null
    ? ownsFolder(f, viewer)
    : canManageMembers(f.teamRole) || (ownsFolder(f, viewer) && f.teamRole !== undefined));

/** Where a presentation is, or is going: a person's own space (teamId null) or a team, with the mover's role in it. */
export interface Placement {
  teamId: number | null;
  teamRole?: TeamRole;
}

/**
 * Moves a presentation to `to` (a team's or its owner's space, into `folder` or to the top): someone
 * who may edit it and may file in the folder. Crossing from one space to another changes whose work
 * it is, so only the presentation's owner does it, into a team where they make presentations, and
 * out of a team only as one of its owners or admins (a member who leaves keeps nothing of the team's).
 * A personal folder holds only its owner's presentations: its owner would otherwise list
 * talks they cannot open, and someone who may file in it would hand theirs to a stranger's folder.
 */
export function canMove(
  p: PresentationAccess,
  from: Placement,
  to: Placement & { folder: FolderAccess | null },
  viewer: Viewer | null,
): boolean {
  if (!canEdit(p, viewer)) return false;
  if (to.folder !== null && (to.folder.teamId !== to.teamId || !canFileInFolder(to.folder, viewer)))
    return false;
  if (to.folder !== null && to.folder.teamId === null && to.folder.ownerId !== p.ownerId) return false;
  if (from.teamId === to.teamId) return true;
  if (!isOwner(p, viewer)) return false;
  const mayLeave = from.teamId === null || canManageMembers(from.teamRole);
  const mayEnter = to.teamId === null || canCreateInTeam(to.teamRole);
  return mayLeave && mayEnter;
}
