// Teams under /api/v4/teams/: make one, rename and delete it, invite by e-mail, revoke
// invitations, change roles, remove members, leave, read the audit log, accept an invitation (or,
// from an account with another address, ask to), approve or decline such a request; and
// moving one's presentation into or out of a team (/api/v4/presentation/{oid}/team/). Thin:
// validate, ask the teams services, present. Writes are CSRF-checked globally.
import Type from 'typebox';
import { TEAM_ROLES, type TeamRole } from '../../kernel/access/permissions';
import { OID_PATTERN } from '../../kernel/ids';
import { TEAM_LIMITS } from '../../kernel/limits';
import {
  type App,
  NO_CONTENT,
  OidParams,
  publicOrigin,
  RowId,
  requireUser,
  responses,
} from '../../server/edge';
import { teamPath } from './contracts';
import { acceptInvitation, approveAcceptance, declineAcceptance } from './team-acceptance.service';
import {
  changeRole,
  departurePreview,
  INVITATION_TOKEN_PATTERN,
  invite,
  leaveTeam,
  removeFromTeam,
  revokeInvitation,
} from './team-members.service';
import {
  createTeam,
  movePresentationToTeam,
  removeTeam,
  renameTeam,
  teamAudit,
  teamsOf,
} from './teams.service';

export const Tid = Type.String({ pattern: OID_PATTERN });
export const InvitationToken = Type.String({ pattern: INVITATION_TOKEN_PATTERN });
const Role = Type.Unsafe<TeamRole>(Type.Enum([...TEAM_ROLES]));
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
const MoveBody = Type.Object({ tid: Type.Union([Tid, Type.Null()]) }, { additionalProperties: false });
const AuditQuery = Type.Object({ before: Type.Optional(RowId) });

const TeamBody = Type.Object({
  tid: Type.String(),
  name: Type.String(),
  role: Role,
  path: Type.String(),
  settingsPath: Type.String(),
});
const InvitationBody = Type.Object({
  id: Type.Number(),
  email: Type.String(),
  role: Role,
  invitedBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  pendingAcceptance: Type.Union([
    Type.Object({ userOid: Type.String(), username: Type.String(), at: Type.String() }),
    Type.Null(),
  ]),
});
const AuditBody = Type.Object({
  entries: Type.Array(
    Type.Object({
      id: Type.Number(),
      action: Type.String(),
      subject: Type.String(),
      role: Type.Union([Role, Type.Null()]),
      email: Type.Union([Type.String(), Type.Null()]),
      actor: Type.Union([Type.String(), Type.Null()]),
      at: Type.String(),
    }),
  ),
  next: Type.Union([Type.Number(), Type.Null()]),
});
const TeamChoiceBody = Type.Union([Type.Object({ tid: Type.String(), name: Type.String() }), Type.Null()]);

export async function teamApiRoutes(app: App) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const writes = { rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' } };
  const user = (request: Parameters<typeof requireUser>[0]) => requireUser(request, 'Log in to use teams.');

  app.get(
    '/teams/',
    { schema: { response: responses({ 200: Type.Object({ teams: Type.Array(TeamBody) }) }) } },
    async (request) => ({ teams: await teamsOf(app.db, user(request)) }),
  );

  app.post(
    '/teams/',
    {
      schema: { body: NameBody, response: responses({ 201: Type.Object({ team: TeamBody }) }) },
      config: writes,
    },
    async (request, reply) =>
      reply.code(201).send({ team: await createTeam(app.db, user(request), request.body.name) }),
  );

  app.patch(
    '/teams/:tid/',
    {
      schema: {
        params: TidParams,
        body: NameBody,
        response: responses({ 200: Type.Object({ team: TeamBody }) }),
      },
    },
    async (request) => ({
      team: await renameTeam(app.db, user(request), request.params.tid, request.body.name),
    }),
  );

  app.delete(
    '/teams/:tid/',
    { schema: { params: TidParams, response: responses(NO_CONTENT) } },
    async (request, reply) => {
      await removeTeam(app.db, user(request), request.params.tid);
      return reply.code(204).send();
    },
  );

  app.post(
    '/teams/:tid/invitations/',
    {
      schema: {
        params: TidParams,
        body: InviteBody,
        response: responses({ 201: Type.Object({ invitation: InvitationBody, link: Type.String() }) }),
      },
      config: writes,
    },
    async (request, reply) => {
      const created = await invite(app.db, user(request), request.params.tid, request.body, {
        origin: publicOrigin(request),
        brand: app.config.brandName,
        language: request.language,
      });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/teams/:tid/invitations/:invitationId/',
    { schema: { params: InvitationParams, response: responses(NO_CONTENT) } },
    async (request, reply) => {
      const { tid, invitationId } = request.params;
      await revokeInvitation(app.db, user(request), tid, Number(invitationId));
      return reply.code(204).send();
    },
  );

  app.post(
    '/teams/:tid/invitations/:invitationId/approve/',
    {
      schema: {
        params: InvitationParams,
        body: DecisionBody,
        response: responses({ 200: Type.Object({ username: Type.String(), role: Role }) }),
      },
      config: writes,
    },
    async (request) => {
      const { tid, invitationId } = request.params;
      return approveAcceptance(app.db, user(request), tid, Number(invitationId), request.body.userOid);
    },
  );

  app.post(
    '/teams/:tid/invitations/:invitationId/decline/',
    {
      schema: { params: InvitationParams, body: DecisionBody, response: responses(NO_CONTENT) },
      config: writes,
    },
    async (request, reply) => {
      const { tid, invitationId } = request.params;
      await declineAcceptance(app.db, user(request), tid, Number(invitationId), request.body.userOid);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/teams/:tid/members/:userOid/',
    {
      schema: {
        params: MemberParams,
        body: RoleBody,
        response: responses({ 200: Type.Object({ role: Role }) }),
      },
    },
    async (request) => {
      const { tid, userOid } = request.params;
      return changeRole(app.db, user(request), tid, userOid, request.body.role);
    },
  );

  app.delete(
    '/teams/:tid/members/:userOid/',
    { schema: { params: MemberParams, response: responses(NO_CONTENT) } },
    async (request, reply) => {
      const { tid, userOid } = request.params;
      await removeFromTeam(app.db, user(request), tid, userOid);
      return reply.code(204).send();
    },
  );

  const DepartureBody = Type.Object({
    departure: Type.Object({
      links: Type.Number(),
      folderShares: Type.Number(),
      collaborators: Type.Number(),
      presentations: Type.Number(),
      folders: Type.Number(),
    }),
  });
  app.get(
    '/teams/:tid/members/:userOid/departure/',
    { schema: { params: MemberParams, response: responses({ 200: DepartureBody }) } },
    async (request) => {
      const { tid, userOid } = request.params;
      return { departure: await departurePreview(app.db, user(request), tid, userOid) };
    },
  );

  app.post(
    '/teams/:tid/leave/',
    { schema: { params: TidParams, response: responses(NO_CONTENT) } },
    async (request, reply) => {
      await leaveTeam(app.db, user(request), request.params.tid);
      return reply.code(204).send();
    },
  );

  app.get(
    '/teams/:tid/audit/',
    { schema: { params: TidParams, querystring: AuditQuery, response: responses({ 200: AuditBody }) } },
    async (request) => {
      const { before } = request.query;
      return teamAudit(
        app.db,
        user(request),
        request.params.tid,
        before === undefined ? undefined : Number(before),
      );
    },
  );

  app.post(
    '/teams/join/:token/',
    {
      schema: {
        params: TokenParams,
        response: responses({
          200: Type.Object({ tid: Type.String(), role: Role, path: Type.String() }),
          202: Type.Object({ pending: Type.Literal(true) }),
        }),
      },
      config: writes,
    },
    async (request, reply) => {
      const answer = await acceptInvitation(app.db, user(request), request.params.token, {
        origin: publicOrigin(request),
        brand: app.config.brandName,
      });
      if (!answer.joined) return reply.code(202).send({ pending: true });
      return { tid: answer.tid, role: answer.role, path: teamPath(answer.tid) };
    },
  );

  app.put(
    '/presentation/:oid/team/',
    {
      schema: {
        params: OidParams,
        body: MoveBody,
        response: responses({ 200: Type.Object({ team: TeamChoiceBody }) }),
      },
    },
    async (request) =>
      movePresentationToTeam(
        app.db,
        user(request),
        request.params.oid,
        request.body.tid,
        app.config.video.quotaBytes,
      ),
  );
}
