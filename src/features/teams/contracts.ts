// Teams: what the team pages, the team settings, the invitation page and the dashboard's
// Teams section receive, and the calls under /api/v4/teams/ (decision 084). The calls' shapes are
// declared once, as the TypeBox schemas in schemas.ts; this file takes their types from there and
// imports them as types only, so the browser, which loads this file, never loads TypeBox.

import type { Static } from 'typebox';
import type { TeamRole } from '../../kernel/access/permissions';
import { endpoints } from '../../kernel/endpoint';
import type { CardData } from '../decks/contracts';
import type * as schemas from './schemas';

export { TEAM_ROLES, type TeamRole } from '../../kernel/access/permissions';
export { TEAM_LIMITS } from '../../kernel/limits';

/** A team as one of its members meets it. */
export type TeamSummary = Static<typeof schemas.Team>;

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
export type TeamDepartureData = Static<typeof schemas.Departure>;

/** A pending invitation. */
export type TeamInvitationData = Static<typeof schemas.Invitation>;

export type TeamAuditAction = (typeof schemas.TEAM_AUDIT_ACTIONS)[number];
export type TeamAuditEntry = Static<typeof schemas.AuditEntry>;
export type TeamAuditPage = Static<typeof schemas.AuditPage>;

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
export type InvitationCreated = Static<typeof schemas.InvitationCreated>;

/** A team one may move a presentation into (or out of, with tid null) from the dashboard. */
export type TeamChoice = Static<typeof schemas.TeamChoice>;

export const teamPath = (tid: string) => `/teams/${tid}/`;
export const teamSettingsPath = (tid: string) => `/teams/${tid}/settings/`;
/** The team's brand kit: owners and admins edit it, members read it. */
export const teamBrandKitPath = (tid: string) => `/teams/${tid}/brand-kit/`;
export const teamJoinPath = (token: string) => `/teams/join/${token}/`;

/**
 * The teams calls: method and path, plain data the browser's callApi and the routes share. Their
 * schemas are schemas.ts's teamsSchemas, entry by entry.
 */
export const teamsApi = endpoints<typeof schemas.teamsSchemas>()({
  list: { method: 'GET', path: '/api/v4/teams/' },
  create: { method: 'POST', path: '/api/v4/teams/' },
  rename: { method: 'PATCH', path: '/api/v4/teams/:tid/' },
  remove: { method: 'DELETE', path: '/api/v4/teams/:tid/' },
  invite: { method: 'POST', path: '/api/v4/teams/:tid/invitations/' },
  revokeInvitation: { method: 'DELETE', path: '/api/v4/teams/:tid/invitations/:invitationId/' },
  approveAcceptance: { method: 'POST', path: '/api/v4/teams/:tid/invitations/:invitationId/approve/' },
  declineAcceptance: { method: 'POST', path: '/api/v4/teams/:tid/invitations/:invitationId/decline/' },
  changeRole: { method: 'PATCH', path: '/api/v4/teams/:tid/members/:userOid/' },
  removeMember: { method: 'DELETE', path: '/api/v4/teams/:tid/members/:userOid/' },
  departure: { method: 'GET', path: '/api/v4/teams/:tid/members/:userOid/departure/' },
  leave: { method: 'POST', path: '/api/v4/teams/:tid/leave/' },
  audit: { method: 'GET', path: '/api/v4/teams/:tid/audit/' },
  join: { method: 'POST', path: '/api/v4/teams/join/:token/' },
  moveToTeam: { method: 'PUT', path: '/api/v4/presentation/:oid/team/' },
});
