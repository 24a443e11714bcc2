// The stored shapes of the tables this feature writes: teams, members, invitations and the audit log. They
// join Database (src/platform/db/schema.ts) by the module augmentation at the end, so a repository keeps
// one Kysely<Database> and its joins across features stay typed (decision 089).
import type { ColumnType, Generated } from 'kysely';
import type { TeamRole } from '../../kernel/access/permissions';
import type { Timestamp } from '../../platform/db/columns';

/** A team: people who share presentations, folders and a brand kit. */
export interface TeamsTable {
  id: Generated<number>;
  /** The team's public id, in its addresses. */
  tid: string;
  name: string;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamMembersTable {
  team_id: number;
  user_id: number;
  role: TeamRole;
  created_at: Timestamp;
}

/** An invitation by e-mail; only the sha256 of its token is kept. */
export interface TeamInvitationsTable {
  id: Generated<number>;
  team_id: number;
  token_hash: string;
  email: string;
  role: TeamRole;
  invited_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: ColumnType<string | null, string | null | undefined, string | null>;
  accepted_by: ColumnType<number | null, number | null | undefined, number | null>;
  revoked_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** An account with another address that accepted: it joins only once the team approves. */
  requested_by: ColumnType<number | null, number | null | undefined, number | null>;
  requested_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The audit log of membership changes; the subject is a username or an invited address. */
export interface TeamAuditTable {
  id: Generated<number>;
  team_id: number;
  actor_id: number | null;
  action: string;
  subject: string;
  role: ColumnType<TeamRole | null, TeamRole | null | undefined, TeamRole | null>;
  /** The invited address, on the entries of an invitation's acceptance. */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  at: Timestamp;
}

declare module '../../platform/db/schema' {
  interface Database {
    teams: TeamsTable;
    team_members: TeamMembersTable;
    team_invitations: TeamInvitationsTable;
    team_audit: TeamAuditTable;
  }
}
