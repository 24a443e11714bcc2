// Accepting a team invitation. An invitation is bound to the address it was sent to: the account
// with that address (compared in lower case) joins at once; any other account only asks to join,
// which the inviter hears of by mail, and joins at the invited role once an owner or admin who
// could have sent that invitation approves. Declining closes the link too: it reached someone it
// was not sent to. Every step is in the audit log with the invited address and the account.
import { createHash } from 'node:crypto';
import { authorize } from '../../kernel/access/authorize';
import type { Viewer } from '../../kernel/access/permissions';
import { TEAM_LIMITS } from '../../kernel/limits';
import type { Db } from '../../platform/db/connection';
import { AppError, conflict, forbidden } from '../../platform/http/errors';
import type { User } from '../accounts';
import { displayName, findUserById, findUserByOid } from '../accounts';
import { queueMail } from '../notifications';
import type { TeamInvitationView } from './contracts';
import { teamSettingsPath } from './contracts';
import {
  claimInvitation,
  declineRequest,
  findInvitation,
  findInvitationByHash,
  type InvitationRow,
  insertAudit,
  requestInvitation,
} from './invitations.repository';
import { loadTeamAsMember } from './load-team';
import { countTeamsOf, findTeamById, findTeamRole, insertMember } from './repository';
import { acceptanceRequestMail } from './team-mails';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const isDuplicate = (error: unknown) =>
  ['23505', 'SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_UNIQUE'].includes(
    (error as { code?: string })?.code ?? '',
  );

const gone = () =>
  new AppError(410, 'invitation_gone', 'This invitation was already used, revoked or has expired.');
const alreadyMember = () => conflict('You are already in this team.', 'already_member');

const isOpen = (invitation: InvitationRow) =>
  invitation.accepted_at === null &&
  invitation.revoked_at === null &&
  new Date(invitation.expires_at).getTime() > Date.now();

/** Whether the account is the one the invitation was sent to. */
const addressedTo = (invitation: InvitationRow, user: User) =>
  user.email.trim().toLowerCase() === invitation.email;

/** An invitation by its token; unknown: 404; used, revoked or expired: 410. */
async function openInvitation(db: Db, token: string) {
  const invitation = await findInvitationByHash(db, hashToken(token));
  if (!invitation)
    throw new AppError(404, 'not_found', 'This invitation link is not valid. Ask for a new one.');
  if (!isOpen(invitation))
    throw new AppError(
      410,
      'invitation_gone',
      'This invitation was already used, revoked or has expired. Ask for a new one.',
    );
  const team = await findTeamById(db, invitation.team_id);
  if (!team) throw new AppError(404, 'not_found', 'This team no longer exists.');
  return { invitation, team };
}

/** What the invitation page shows: the team, who invited, the role, and where this account stands. */
export async function invitationView(db: Db, user: User | null, token: string): Promise<TeamInvitationView> {
  const { invitation, team } = await openInvitation(db, token);
  const inviter = invitation.invited_by === null ? undefined : await findUserById(db, invitation.invited_by);
  return {
    token,
    teamName: team.name,
    tid: team.tid,
    invitedBy: inviter ? displayName(inviter) : null,
    role: invitation.role,
    expiresAt: invitation.expires_at,
    alreadyMember: user !== null && (await findTeamRole(db, team.id, user.id)) !== undefined,
    otherAddress: user !== null && !addressedTo(invitation, user),
    awaitingApproval: user !== null && invitation.requested_by === user.id,
  };
}

/** Joins `member` by the invitation, in one transaction with its audit entry. */
async function join(
  db: Db,
  invitation: InvitationRow,
  member: User,
  audit: { actor: Pick<Viewer, 'id'>; action: 'joined' | 'acceptance_approved' },
) {
  const at = new Date().toISOString();
  await db
    .transaction()
    .execute(async (trx) => {
      if ((await countTeamsOf(trx, member.id)) >= TEAM_LIMITS.teamsPerUser)
        throw conflict(`You can be in at most ${TEAM_LIMITS.teamsPerUser} teams.`, 'too_many_teams');
      const approving = audit.action === 'acceptance_approved';
      if (!(await claimInvitation(trx, invitation.id, member.id, at, approving))) throw gone();
      await insertMember(trx, invitation.team_id, member.id, invitation.role, at);
      await insertAudit(trx, {
        teamId: invitation.team_id,
        actorId: audit.actor.id,
        action: audit.action,
        subject: member.username,
        role: invitation.role,
        email: invitation.email,
        now: at,
      });
    })
    .catch((error) => {
      // Two invitations to one team taken at once: the second finds the membership there.
      if (isDuplicate(error)) throw alreadyMember();
      throw error;
    });
}

export interface AcceptContext {
  /** The site's address, for the link in the inviter's mail. */
  origin: string;
  brand: string;
}

/**
 * Accepts an invitation as the signed-in person: with the invited address they join at its role
 * (`joined`); with another, their request waits for the team (`pending`) and the inviter is mailed.
 */
export async function acceptInvitation(db: Db, user: User, token: string, context: AcceptContext) {
  const { invitation, team } = await openInvitation(db, token);
  if ((await findTeamRole(db, team.id, user.id)) !== undefined) throw alreadyMember();
  if (addressedTo(invitation, user)) {
    await join(db, invitation, user, { actor: user, action: 'joined' });
    return { joined: true as const, tid: team.tid, role: invitation.role };
  }
  if (invitation.requested_by === user.id) return { joined: false as const };
  const at = new Date().toISOString();
  const inviter = invitation.invited_by === null ? undefined : await findUserById(db, invitation.invited_by);
  await db.transaction().execute(async (trx) => {
    if (!(await requestInvitation(trx, invitation.id, user.id, at))) {
      const now = await findInvitation(trx, team.id, invitation.id);
      if (now && isOpen(now))
        throw conflict('Someone else already asked to join with this invitation.', 'acceptance_pending');
      throw gone();
    }
    await insertAudit(trx, {
      teamId: team.id,
      actorId: user.id,
      action: 'acceptance_requested',
      subject: user.username,
      role: invitation.role,
      email: invitation.email,
      now: at,
    });
    if (!inviter) return;
    const mail = acceptanceRequestMail({
      teamName: team.name,
      asker: displayName(user),
      askerUsername: user.username,
      email: invitation.email,
      role: invitation.role,
      link: `${context.origin}${teamSettingsPath(team.tid)}`,
      brand: context.brand,
      language: inviter.language,
    });
    await queueMail(
      trx,
      {
        user_id: inviter.id,
        kind: 'team_acceptance',
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
      },
      at,
    );
  });
  return { joined: false as const };
}

/**
 * The invitation and the waiting account an owner or admin decides on: they must be able to send
 * that invitation ('team.changeMember'), it must be open (410), and `userOid` must be whose request
 * waits on it now (409), so a decision is never taken on someone the page did not show.
 */
async function pendingRequest(db: Db, viewer: Viewer, tid: string, id: number, userOid: string) {
  const { team, role } = await loadTeamAsMember(db, tid, viewer);
  if (!authorize(viewer, 'team.manageMembers', { role }))
    throw forbidden('Only the team’s owners and admins decide on this.');
  const invitation = await findInvitation(db, team.id, id);
  if (!invitation) throw new AppError(404, 'not_found', 'There is no such invitation.');
  if (!authorize(viewer, 'team.changeMember', { role, from: undefined, to: invitation.role }))
    throw forbidden('Only owners decide on an invitation to be an owner or an admin.', 'role_not_allowed');
  if (!isOpen(invitation)) throw gone();
  const asker = await findUserByOid(db, userOid);
  if (!asker || invitation.requested_by !== asker.id)
    throw conflict(
      'This person is not waiting on this invitation. Reload the page.',
      'no_pending_acceptance',
    );
  return { team, invitation, asker };
}

/** Lets the waiting account join at the invitation's role. */
export async function approveAcceptance(db: Db, viewer: Viewer, tid: string, id: number, userOid: string) {
  const { team, invitation, asker } = await pendingRequest(db, viewer, tid, id, userOid);
  if ((await findTeamRole(db, team.id, asker.id)) !== undefined)
    throw conflict('This person is already in the team.', 'already_member');
  await join(db, invitation, asker, { actor: viewer, action: 'acceptance_approved' });
  return { username: asker.username, role: invitation.role };
}

/** Keeps the waiting account out and revokes the invitation. */
export async function declineAcceptance(db: Db, viewer: Viewer, tid: string, id: number, userOid: string) {
  const { team, invitation, asker } = await pendingRequest(db, viewer, tid, id, userOid);
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await declineRequest(trx, invitation.id, asker.id, at))) throw gone();
    await insertAudit(trx, {
      teamId: team.id,
      actorId: viewer.id,
      action: 'acceptance_declined',
      subject: asker.username,
      role: invitation.role,
      email: invitation.email,
      now: at,
    });
  });
}
