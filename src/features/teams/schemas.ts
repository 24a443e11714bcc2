// Wire schemas of the teams calls (decision 084): the one declaration of what each call under
// /api/v4/teams/ takes and answers. The routes are validated with them, the OpenAPI document is
// generated from them, and contracts.ts derives the types the pages and the browser use from them
// (as types only: the browser never loads TypeBox).
import Type, { type TSchema } from 'typebox';
import { TEAM_ROLES, type TeamRole } from '../../kernel/access/permissions';
import { OID_PATTERN } from '../../kernel/ids';
import { TEAM_LIMITS } from '../../kernel/limits';
import { NO_CONTENT, OidParams, RowId, responses } from '../../platform/http/edge';

/** A token in an invitation link: 32 random bytes, base64url. */
export const INVITATION_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const Tid = Type.String({ pattern: OID_PATTERN });
export const InvitationToken = Type.String({ pattern: INVITATION_TOKEN_PATTERN });
export const Role = Type.Unsafe<TeamRole>(Type.Enum([...TEAM_ROLES]));

export const TEAM_AUDIT_ACTIONS = [
  'invited',
  'invitation_revoked',
  'joined',
  'acceptance_requested',
  'acceptance_approved',
  'acceptance_declined',
  'role_changed',
  'removed',
  'left',
] as const;
const AuditAction = Type.Enum([...TEAM_AUDIT_ACTIONS]);

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const Team = Type.Object({
  tid: Type.String(),
  name: Type.String(),
  role: Type.Unsafe<TeamRole>(Type.Enum([...TEAM_ROLES], { description: "The viewer's role in it." })),
  path: Type.String(),
  settingsPath: Type.String(),
});

export const Invitation = Type.Object({
  id: Type.Number(),
  email: Type.String({ description: 'What the inviter typed; whether it has an account is never said.' }),
  role: Role,
  invitedBy: Nullable(Type.String()),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  pendingAcceptance: Type.Union(
    [Type.Object({ userOid: Type.String(), username: Type.String(), at: Type.String() }), Type.Null()],
    { description: 'An account with another address accepted it: it joins once an owner or admin approves.' },
  ),
});

export const AuditEntry = Type.Object({
  id: Type.Number(),
  action: AuditAction,
  subject: Type.String({ description: 'Whose membership changed: a username, or the invited address.' }),
  role: Nullable(Role),
  email: Type.Union([Type.String(), Type.Null()], {
    description: 'The invited address, on entries about accepting an invitation.',
  }),
  actor: Type.Union([Type.String(), Type.Null()], {
    description: 'Who did it (a username), or null when that account is gone.',
  }),
  at: Type.String(),
});

export const AuditPage = Type.Object({
  entries: Type.Array(AuditEntry),
  next: Type.Union([Type.Number(), Type.Null()], {
    description: 'Pass as `before` for the next (older) page; null at the end.',
  }),
});

export const Departure = Type.Object({
  links: Type.Number(),
  folderShares: Type.Number(),
  collaborators: Type.Number(),
  presentations: Type.Number(),
  folders: Type.Number(),
});

export const InvitationCreated = Type.Object({
  invitation: Invitation,
  link: Type.String({ description: 'Shown once to the inviter, who may also share it.' }),
});

export const TeamChoice = Type.Object({ tid: Type.String(), name: Type.String() });

const TidParams = Type.Object({ tid: Tid });
const MemberParams = Type.Object({ tid: Tid, userOid: Type.String({ pattern: OID_PATTERN }) });
const InvitationParams = Type.Object({ tid: Tid, invitationId: RowId });
const TokenParams = Type.Object({ token: InvitationToken });
const DecisionBody = Type.Object(
  { userOid: Type.String({ pattern: OID_PATTERN }) },
  { additionalProperties: false },
);
// Names are checked (trimmed, length) by the service, which says what is wrong.
const NameBody = Type.Object(
  { name: Type.String({ maxLength: TEAM_LIMITS.teamNameLength * 4 }) },
  { additionalProperties: false },
);
const InviteBody = Type.Object(
  { email: Type.String({ maxLength: 400 }), role: Role },
  { additionalProperties: false },
);
const RoleBody = Type.Object({ role: Role }, { additionalProperties: false });
const MoveBody = Type.Object({ tid: Nullable(Tid) }, { additionalProperties: false });

/** The teams calls by name; contracts.ts gives each its method and path. */
export const teamsSchemas = {
  list: { response: responses({ 200: Type.Object({ teams: Type.Array(Team) }) }) },
  create: { body: NameBody, response: responses({ 201: Type.Object({ team: Team }) }) },
  rename: { params: TidParams, body: NameBody, response: responses({ 200: Type.Object({ team: Team }) }) },
  remove: { params: TidParams, response: responses(NO_CONTENT) },
  invite: { params: TidParams, body: InviteBody, response: responses({ 201: InvitationCreated }) },
  revokeInvitation: { params: InvitationParams, response: responses(NO_CONTENT) },
  approveAcceptance: {
    params: InvitationParams,
    body: DecisionBody,
    response: responses({ 200: Type.Object({ username: Type.String(), role: Role }) }),
  },
  declineAcceptance: { params: InvitationParams, body: DecisionBody, response: responses(NO_CONTENT) },
  changeRole: {
    params: MemberParams,
    body: RoleBody,
    response: responses({ 200: Type.Object({ role: Role }) }),
  },
  removeMember: { params: MemberParams, response: responses(NO_CONTENT) },
  departure: { params: MemberParams, response: responses({ 200: Type.Object({ departure: Departure }) }) },
  leave: { params: TidParams, response: responses(NO_CONTENT) },
  audit: {
    params: TidParams,
    querystring: Type.Object({ before: Type.Optional(RowId) }),
    response: responses({ 200: AuditPage }),
  },
  join: {
    params: TokenParams,
    response: responses({
      200: Type.Object({ tid: Type.String(), role: Role, path: Type.String() }),
      202: Type.Object({ pending: Type.Literal(true) }),
    }),
  },
  moveToTeam: {
    params: OidParams,
    body: MoveBody,
    response: responses({ 200: Type.Object({ team: Nullable(TeamChoice) }) }),
  },
};
