// A team's membership: invitations by e-mail (a random token, only its sha256 kept,
// a week long, used once; mailed through the outbox; accepting one is team-acceptance.service.ts),
// changing roles, removing and leaving, each written to the audit log. The inviter learns nothing
// about accounts: the answer and the pending list are the same whether or not an account has the
// address. A member who leaves (or is removed) keeps nothing of the team's: what they made there
// passes to its longest-standing owner.
import { randomBytes } from 'node:crypto';
import { authorize } from '../../kernel/access/authorize';
import type { TeamRole, Viewer } from '../../kernel/access/permissions';
import { TEAM_LIMITS } from '../../kernel/limits';
import type { Db } from '../../platform/db/connection';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import { viewerOf } from '../access';
import type { User } from '../accounts';
import { displayName, findUserByOid } from '../accounts';
import { queueMail } from '../notifications';
import type { InvitationCreated, TeamDepartureData } from './contracts';
import { teamJoinPath } from './contracts';
import { countDeparture } from './departure.repository';
import {
  countInvitationsBySince,
  countInvitationsSince,
  countPendingInvitations,
  findInvitation,
  insertAudit,
  insertInvitation,
  lockInviter,
  revokeInvitations,
} from './invitations.repository';
import { loadTeamAsMember } from './load-team';
import {
  countMembers,
  findTeamRole,
  lockTeam,
  longestStandingOwner,
  removeMember,
  updateMemberRole,
} from './repository';
import { hashToken } from './team-acceptance.service';
import { invitationMail } from './team-mails';

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const DAY_MS = 24 * 3_600_000;

/** Addresses are compared and kept in lower case, trimmed. */
export function checkEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 320 || !EMAIL.test(email)) throw badRequest('Enter an e-mail address.', 'bad_email');
  return email;
}

export interface InviteContext {
  /** The site's address, for the link. */
  origin: string;
  brand: string;
  /** The inviter's language: the mail is written in it. */
  language: string;
}

/** Owners and admins invite, within canChangeMember's rules: admins invite members and viewers. */
function checkMayInvite(viewer: Viewer, role: TeamRole, to: TeamRole) {
  if (!authorize(viewer, 'team.manageMembers', { role }))
    throw forbidden('Only the team’s owners and admins invite people.');
  if (!authorize(viewer, 'team.changeMember', { role, from: undefined, to }))
    throw forbidden(
      'Admins invite members and viewers; only owners make owners and admins.',
      'role_not_allowed',
    );
}

/** A day's invitations, per team and per inviting account across its teams (429 past either). */
async function checkInvitationsLeftToday(trx: Db, teamId: number, userId: number, dayAgo: string) {
  if ((await countInvitationsSince(trx, teamId, dayAgo)) >= TEAM_LIMITS.invitationsPerDay)
    throw new AppError(
      429,
      'too_many_invitations',
      `A team sends at most ${TEAM_LIMITS.invitationsPerDay} invitations a day; try again tomorrow.`,
    );
  if ((await countInvitationsBySince(trx, userId, dayAgo)) >= TEAM_LIMITS.invitationsPerAccountPerDay)
    throw new AppError(
      429,
      'too_many_account_invitations',
      `One account sends at most ${TEAM_LIMITS.invitationsPerAccountPerDay} invitations a day, across all its teams; try again tomorrow.`,
    );
}

/**
 * Invites an address with a role: owners and admins, within the rules of canChangeMember (admins
 * invite members and viewers). At most TEAM_LIMITS.invitationsPerDay a day per team and
 * invitationsPerAccountPerDay per inviting account across its teams (429), and the
 * members and open invitations together at most membersPerTeam (409). A new invitation to the same
 * address replaces the open one. The answer never says whether the address has an account.
 */
export async function invite(
  db: Db,
  user: User,
  tid: string,
  input: { email: string; role: TeamRole },
  context: InviteContext,
): Promise<InvitationCreated> {
  const { team, role } = await loadTeamAsMember(db, tid, user);
  checkMayInvite(viewerOf(user), role, input.role);
  const email = checkEmail(input.email);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + TEAM_LIMITS.invitationMaxAgeMs);
  const link = `${context.origin}${teamJoinPath(token)}`;
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  return db.transaction().execute(async (trx) => {
    // The account first, then the team, on every path that takes both (no two wait on each other).
    await lockInviter(trx, user.id);
    await lockTeam(trx, team.id);
    await checkInvitationsLeftToday(trx, team.id, user.id, dayAgo);
    await revokeInvitations(trx, team.id, { email }, at);
    const taken = (await countMembers(trx, team.id)) + (await countPendingInvitations(trx, team.id, at));
    if (taken >= TEAM_LIMITS.membersPerTeam)
      throw conflict(
        `A team has at most ${TEAM_LIMITS.membersPerTeam} members and open invitations.`,
        'team_full',
      );
    const row = await insertInvitation(trx, {
      teamId: team.id,
      tokenHash: hashToken(token),
      email,
      role: input.role,
      invitedBy: user.id,
      now: at,
      expiresAt: expiresAt.toISOString(),
    });
    await insertAudit(trx, {
      teamId: team.id,
      actorId: user.id,
      action: 'invited',
      subject: email,
      role: input.role,
      now: at,
    });
    const mail = invitationMail({
      teamName: team.name,
      inviter: displayName(user),
      role: input.role,
      link,
      expiresAt,
      brand: context.brand,
      language: context.language,
    });
    await queueMail(
      trx,
      {
        user_id: user.id,
        to_email: email,
        kind: 'team_invitation',
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
      },
      at,
    );
    return {
      invitation: {
        id: row.id,
        email,
        role: input.role,
        invitedBy: user.username,
        createdAt: at,
        expiresAt: expiresAt.toISOString(),
        pendingAcceptance: null,
      },
      link,
    };
  });
}

export async function revokeInvitation(db: Db, viewer: Viewer, tid: string, id: number): Promise<void> {
  const { team, role } = await loadTeamAsMember(db, tid, viewer);
  if (!authorize(viewer, 'team.manageMembers', { role }))
    throw forbidden('Only the team’s owners and admins revoke invitations.');
  const invitation = await findInvitation(db, team.id, id);
  if (!invitation) throw notFound('There is no such invitation.');
  if (!authorize(viewer, 'team.changeMember', { role, from: undefined, to: invitation.role }))
    throw forbidden('Only owners revoke an invitation to be an owner or an admin.', 'role_not_allowed');
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if ((await revokeInvitations(trx, team.id, { id }, at)) === 0)
      throw conflict('This invitation was already used or revoked.', 'invitation_closed');
    await insertAudit(trx, {
      teamId: team.id,
      actorId: viewer.id,
      action: 'invitation_revoked',
      subject: invitation.email,
      role: invitation.role,
      now: at,
    });
  });
}

async function memberOf(db: Db, teamId: number, userOid: string) {
  const member = await findUserByOid(db, userOid);
  const role = member ? await findTeamRole(db, teamId, member.id) : undefined;
  if (!member || !role) throw notFound('This person is not in the team.');
  return { member, role };
}

const lastOwner = () => conflict('The team needs an owner: make someone else an owner first.', 'last_owner');

/** Changes a member's role, as 'team.changeMember' allows; the team always keeps an owner. */
export async function changeRole(db: Db, viewer: Viewer, tid: string, userOid: string, to: TeamRole) {
  const { team, role } = await loadTeamAsMember(db, tid, viewer);
  const { member, role: from } = await memberOf(db, team.id, userOid);
  if (!authorize(viewer, 'team.changeMember', { role, from, to }))
    throw forbidden('You cannot give this role.', 'role_not_allowed');
  if (from === to) return { role: to };
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await lockTeam(trx, team.id);
    // Both roles again under the lock: either may have changed meanwhile.
    const [actorNow, fromNow] = [
      await findTeamRole(trx, team.id, viewer.id),
      await findTeamRole(trx, team.id, member.id),
    ];
    if (fromNow === undefined) throw notFound('This person is not in the team.');
    if (!authorize(viewer, 'team.changeMember', { role: actorNow, from: fromNow, to }))
      throw forbidden('You cannot give this role.', 'role_not_allowed');
    if (fromNow === 'owner' && (await countMembers(trx, team.id, 'owner')) <= 1) throw lastOwner();
    await updateMemberRole(trx, team.id, member.id, to);
    await insertAudit(trx, {
      teamId: team.id,
      actorId: viewer.id,
      action: 'role_changed',
      subject: member.username,
      role: to,
      now: at,
    });
  });
  return { role: to };
}

async function depart(db: Db, teamId: number, member: User, actor: Viewer, action: 'left' | 'removed') {
  const mayRemove = async (trx: Db, from: TeamRole) =>
    action === 'left' ||
    authorize(actor, 'team.changeMember', {
      role: await findTeamRole(trx, teamId, actor.id),
      from,
      to: undefined,
    });
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await lockTeam(trx, teamId);
    // Read again under the lock: someone else may have changed the team meanwhile.
    const role = await findTeamRole(trx, teamId, member.id);
    if (role === undefined) throw notFound('This person is not in the team.');
    if (!(await mayRemove(trx, role))) throw forbidden('You cannot remove this member.', 'role_not_allowed');
    const heir = await longestStandingOwner(trx, teamId, member.id);
    if (heir === undefined) throw lastOwner();
    await removeMember(trx, teamId, member.id, heir);
    await insertAudit(trx, { teamId, actorId: actor.id, action, subject: member.username, now: at });
  });
}

/**
 * What removing someone (or leaving, for oneself) would end and hand over, for the dialog that asks
 * first: to those who may remove them (canChangeMember) and to themselves; other members get 403,
 * anyone outside the team 404.
 */
export async function departurePreview(
  db: Db,
  viewer: Viewer,
  tid: string,
  userOid: string,
): Promise<TeamDepartureData> {
  const { team, role } = await loadTeamAsMember(db, tid, viewer);
  const { member, role: from } = await memberOf(db, team.id, userOid);
  if (member.id !== viewer.id && !authorize(viewer, 'team.changeMember', { role, from, to: undefined }))
    throw forbidden('You cannot remove this member.', 'role_not_allowed');
  return countDeparture(db, team.id, member.id);
}

/** Removes someone else (by canChangeMember); to go oneself, leave. */
export async function removeFromTeam(db: Db, viewer: Viewer, tid: string, userOid: string) {
  const { team, role } = await loadTeamAsMember(db, tid, viewer);
  const { member, role: from } = await memberOf(db, team.id, userOid);
  if (member.id === viewer.id) throw badRequest('To go yourself, leave the team.', 'use_leave');
  if (!authorize(viewer, 'team.changeMember', { role, from, to: undefined }))
    throw forbidden('You cannot remove this member.', 'role_not_allowed');
  await depart(db, team.id, member, viewer, 'removed');
}

/** Leaves the team (anyone but its last owner, canLeaveTeam). */
export async function leaveTeam(db: Db, user: User, tid: string) {
  const { team, role } = await loadTeamAsMember(db, tid, user);
  const viewer = viewerOf(user);
  if (!authorize(viewer, 'team.leave', { role, owners: await countMembers(db, team.id, 'owner') }))
    throw lastOwner();
  await depart(db, team.id, user, viewer, 'left');
}
