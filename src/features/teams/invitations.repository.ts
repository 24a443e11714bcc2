// SQL for a team's invitations (only the sha256 of a token is kept; one use; an expiry;
// an account with another address only asks to join) and its audit log of membership changes
// (newest first, a page at a time). The caller owns the transactions
// (services/team-members.service.ts).
import type { Selectable } from 'kysely';
import type { TeamRole } from '../../kernel/access/permissions';
import type { Db } from '../../platform/db/connection';
import type { TeamInvitationsTable } from './tables';

const iso = (value: string) => new Date(value).toISOString();

export type InvitationRow = Selectable<TeamInvitationsTable>;

export async function insertInvitation(
  db: Db,
  invitation: {
    teamId: number;
    tokenHash: string;
    email: string;
    role: TeamRole;
    invitedBy: number;
    now: string;
    expiresAt: string;
  },
): Promise<InvitationRow> {
  return db
    .insertInto('team_invitations')
    .values({
      team_id: invitation.teamId,
      token_hash: invitation.tokenHash,
      email: invitation.email,
      role: invitation.role,
      invited_by: invitation.invitedBy,
      created_at: invitation.now,
      expires_at: invitation.expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Invitations still open: neither accepted nor revoked, and not expired at `now`. */
export async function listPendingInvitations(db: Db, teamId: number, now: string) {
  const rows = await db
    .selectFrom('team_invitations')
    .leftJoin('users', 'users.id', 'team_invitations.invited_by')
    .leftJoin('users as asker', 'asker.id', 'team_invitations.requested_by')
    .select([
      'team_invitations.id',
      'team_invitations.email',
      'team_invitations.role',
      'team_invitations.created_at',
      'team_invitations.expires_at',
      'team_invitations.requested_at',
      'users.username as invited_by_username',
      'asker.oid as requested_by_oid',
      'asker.username as requested_by_username',
    ])
    .where('team_invitations.team_id', '=', teamId)
    .where('team_invitations.accepted_at', 'is', null)
    .where('team_invitations.revoked_at', 'is', null)
    .where('team_invitations.expires_at', '>', now)
    .orderBy('team_invitations.created_at', 'desc')
    .orderBy('team_invitations.id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at),
    requested_at: row.requested_at === null ? null : iso(row.requested_at),
  }));
}

export async function countPendingInvitations(db: Db, teamId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('team_invitations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('team_id', '=', teamId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Invitations the team sent since `since` (revoked ones too): the daily cap counts these. */
export async function countInvitationsSince(db: Db, teamId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('team_invitations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('team_id', '=', teamId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Invitations one account sent since `since`, in all its teams (revoked ones too). */
export async function countInvitationsBySince(db: Db, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('team_invitations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('invited_by', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Holds an account's row to the end of the transaction, so its daily count is read one at a time. */
export async function lockInviter(db: Db, userId: number) {
  await db
    .updateTable('users')
    .set((eb) => ({ language: eb.ref('language') }))
    .where('id', '=', userId)
    .execute();
}

export async function findInvitation(db: Db, teamId: number, id: number): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('team_invitations')
    .selectAll()
    .where('team_id', '=', teamId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findInvitationByHash(db: Db, tokenHash: string): Promise<InvitationRow | undefined> {
  const row = await db
    .selectFrom('team_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ? { ...row, expires_at: iso(row.expires_at), created_at: iso(row.created_at) } : undefined;
}

/** Revokes the open invitations of a team: one by id, or every one to an address (a new one replaces them). */
export async function revokeInvitations(
  db: Db,
  teamId: number,
  which: { id: number } | { email: string },
  now: string,
): Promise<number> {
  let query = db
    .updateTable('team_invitations')
    .set({ revoked_at: now })
    .where('team_id', '=', teamId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null);
  query = 'id' in which ? query.where('id', '=', which.id) : query.where('email', '=', which.email);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Records that `userId` (an account with another address) accepted: true if the invitation is open
 * and no one else's request waits on it (asking again is the same request).
 */
export async function requestInvitation(db: Db, id: number, userId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('team_invitations')
    .set({ requested_by: userId, requested_at: now })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) => eb.or([eb('requested_by', 'is', null), eb('requested_by', '=', userId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes an open invitation only while `userId`'s request waits on it (declining that request). */
export async function declineRequest(db: Db, id: number, userId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('team_invitations')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('requested_by', '=', userId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Uses an invitation once: true only for the one request that found it open and unexpired (and,
 * when approving, still waiting on that account's request).
 */
export async function claimInvitation(
  db: Db,
  id: number,
  userId: number,
  now: string,
  approving = false,
): Promise<boolean> {
  let query = db
    .updateTable('team_invitations')
    .set({ accepted_at: now, accepted_by: userId })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now);
  if (approving) query = query.where('requested_by', '=', userId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type AuditAction =
  | 'invited'
  | 'invitation_revoked'
  | 'joined'
  | 'acceptance_requested'
  | 'acceptance_approved'
  | 'acceptance_declined'
  | 'role_changed'
  | 'removed'
  | 'left';

export async function insertAudit(
  db: Db,
  entry: {
    teamId: number;
    actorId: number | null;
    action: AuditAction;
    subject: string;
    role?: TeamRole | null;
    /** The invited address, for entries about accepting an invitation. */
    email?: string | null;
    now: string;
  },
) {
  await db
    .insertInto('team_audit')
    .values({
      team_id: entry.teamId,
      actor_id: entry.actorId,
      action: entry.action,
      subject: entry.subject,
      role: entry.role ?? null,
      email: entry.email ?? null,
      at: entry.now,
    })
    .execute();
}

/** One page of the audit log, newest first; `before` is the last id of the previous page. */
export async function listAudit(db: Db, teamId: number, options: { before?: number; limit: number }) {
  let query = db
    .selectFrom('team_audit')
    .leftJoin('users', 'users.id', 'team_audit.actor_id')
    .select([
      'team_audit.id',
      'team_audit.action',
      'team_audit.subject',
      'team_audit.role',
      'team_audit.email',
      'team_audit.at',
      'users.username as actor_username',
    ])
    .where('team_audit.team_id', '=', teamId);
  if (options.before !== undefined) query = query.where('team_audit.id', '<', options.before);
  const rows = await query.orderBy('team_audit.id', 'desc').limit(options.limit).execute();
  return rows.map((row) => ({ ...row, at: iso(row.at) }));
}
