// Teams: what the team pages, the team settings, the invitation page and the dashboard's
// Teams section receive, and what /api/v4/teams/ answers.

import type { CardData } from '../../contracts/presentation';
import type { TeamRole } from '../../kernel/access/permissions';

export { TEAM_ROLES, type TeamRole } from '../../kernel/access/permissions';
export { TEAM_LIMITS } from '../../kernel/limits';

/** A team as one of its members meets it. */
export interface TeamSummary {
  tid: string;
  name: string;
  /** The viewer's role in it. */
  role: TeamRole;
  path: string;
  settingsPath: string;
}

export interface TeamMemberData {
  oid: string;
  username: string;
  name: string;
  role: TeamRole;
  since: string;
  /** The signed-in person. */
  isYou: boolean;
}

/**
 * What ends and what changes hands when someone leaves a team or is removed (the removal dialog
 * says it before asking): the share links they made to its presentations, the people they shared
 * its folders with and the collaborators on the presentations they made there all lose that access;
 * those presentations and folders pass to the team's longest-standing owner.
 */
export interface TeamDepartureData {
  links: number;
  folderShares: number;
  collaborators: number;
  presentations: number;
  folders: number;
}

/** A pending invitation: the address is what the inviter typed; whether it has an account is never said. */
export interface TeamInvitationData {
  id: number;
  email: string;
  role: TeamRole;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  /** An account with another address accepted it: it joins once an owner or admin approves. */
  pendingAcceptance: { userOid: string; username: string; at: string } | null;
}

export type TeamAuditAction =
  | 'invited'
  | 'invitation_revoked'
  | 'joined'
  | 'acceptance_requested'
  | 'acceptance_approved'
  | 'acceptance_declined'
  | 'role_changed'
  | 'removed'
  | 'left';

export interface TeamAuditEntry {
  id: number;
  action: TeamAuditAction;
  /** Whose membership changed: a username, or the invited address. */
  subject: string;
  role: TeamRole | null;
  /** The invited address, on entries about accepting an invitation. */
  email: string | null;
  /** Who did it (a username), or null when that account is gone. */
  actor: string | null;
  at: string;
}

export interface TeamAuditPage {
  entries: TeamAuditEntry[];
  /** Pass as `before` for the next (older) page; null at the end. */
  next: number | null;
}

/** A card on the team page: the team's presentation with the viewer's right on it. */
export type TeamCardData = CardData & {
  right: 'edit' | 'view';
  editPath: string;
  settingsPath: string | null;
  updatedAt: string;
};

export interface TeamPageData {
  team: TeamSummary;
  /** The team's presentations filed in no folder; the filed ones are listed inside their folders. */
  cards: TeamCardData[];
  members: TeamMemberData[];
  /** May make presentations in the team (owners, admins, members). */
  canCreate: boolean;
}

export interface TeamSettingsData {
  team: TeamSummary;
  members: TeamMemberData[];
  /** Empty unless the viewer manages members. */
  invitations: TeamInvitationData[];
  audit: TeamAuditPage;
  owners: number;
  /** Invitations can be e-mailed (SMTP configured); without it the inviter shares the link. */
  mailConfigured: boolean;
}

/** What /teams/join/{token}/ shows before accepting. */
export interface TeamInvitationView {
  token: string;
  teamName: string;
  tid: string;
  invitedBy: string | null;
  role: TeamRole;
  expiresAt: string;
  /** Signed in and already in the team. */
  alreadyMember: boolean;
  /** Signed in with an account whose address is not the invited one: accepting asks the team. */
  otherAddress: boolean;
  /** This account already asked, and waits for the team's approval. */
  awaitingApproval: boolean;
}

/** The answer to an invitation: the link is shown once to the inviter, who may also share it. */
export interface InvitationCreated {
  invitation: TeamInvitationData;
  link: string;
}

/** A team one may move a presentation into (or out of, with tid null) from the dashboard. */
export interface TeamChoice {
  tid: string;
  name: string;
}

export const teamPath = (tid: string) => `/teams/${tid}/`;
export const teamSettingsPath = (tid: string) => `/teams/${tid}/settings/`;
/** The team's brand kit: owners and admins edit it, members read it. */
export const teamBrandKitPath = (tid: string) => `/teams/${tid}/brand-kit/`;
export const teamJoinPath = (token: string) => `/teams/join/${token}/`;
