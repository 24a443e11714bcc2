// Teams under /api/v4/teams/: make one, rename and delete it, invite by e-mail, revoke
// invitations, change roles, remove members, leave, read the audit log, accept an invitation (or,
// from an account with another address, ask to), approve or decline such a request; and
// moving one's presentation into or out of a team (/api/v4/presentation/{oid}/team/). Thin:
// validate, ask the teams services, present. Writes are CSRF-checked globally. Each call's method,
// path and schemas are declared once, in contracts.ts and schemas.ts (decision 084).
import { declaredRoutes } from '../../platform/http/declared-routes';
import { type App, publicOrigin } from '../../platform/http/edge';
import { requireUser, requireViewer } from '../accounts';
import { teamPath, teamsApi } from './contracts';
import { teamsSchemas } from './schemas';
import { acceptInvitation, approveAcceptance, declineAcceptance } from './team-acceptance.service';
import {
  changeRole,
  departurePreview,
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

export { InvitationToken, Tid } from './schemas';

type TeamsRoute = ReturnType<typeof declaredRoutes<typeof teamsSchemas>>;

const LOG_IN = 'Log in to use teams.';
/** Most calls need only who asks; inviting, joining and leaving also name them (the row). */
const viewer = (request: Parameters<typeof requireViewer>[0]) => requireViewer(request, LOG_IN);
const user = (request: Parameters<typeof requireUser>[0]) => requireUser(request, LOG_IN);
/** Calls that make something (a team, an invitation, a member) are rate-limited like every create. */
const writesOf = (app: App) => ({
  rateLimit: { max: app.config.rateLimits.creates, timeWindow: '1 minute' },
});

export async function teamApiRoutes(app: App) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const route = declaredRoutes(app, teamsApi, teamsSchemas);
  teamRoutes(app, route);
  invitationRoutes(app, route);
  memberRoutes(app, route);
}

/** A person's teams: list, make, rename and delete them, read the audit log, move a presentation in or out. */
function teamRoutes(app: App, route: TeamsRoute) {
  const writes = writesOf(app);
  app.route({
    ...route('list'),
    handler: async (request) => ({ teams: await teamsOf(app.db, viewer(request)) }),
  });

  app.route({
    ...route('create'),
    config: writes,
    handler: async (request, reply) =>
      reply.code(201).send({ team: await createTeam(app.db, viewer(request), request.body.name) }),
  });

  app.route({
    ...route('rename'),
    handler: async (request) => ({
      team: await renameTeam(app.db, viewer(request), request.params.tid, request.body.name),
    }),
  });

  app.route({
    ...route('remove'),
    handler: async (request, reply) => {
      await removeTeam(app.db, viewer(request), request.params.tid);
      return reply.code(204).send();
    },
  });

  app.route({
    ...route('audit'),
    handler: async (request) => {
      const { before } = request.query;
      return teamAudit(
        app.db,
        viewer(request),
        request.params.tid,
        before === undefined ? undefined : Number(before),
      );
    },
  });

  app.route({
    ...route('moveToTeam'),
    handler: async (request) => {
      const moved = await movePresentationToTeam(
        app.db,
        viewer(request),
        request.params.oid,
        request.body.tid,
        app.config.video.quotaBytes,
      );
      // The deck's owner is the team now: its rights are the team's.
      await app.peers.announce('rights-changed');
      return moved;
    },
  });
}

/** Invitations by e-mail, revoked or accepted, and the approval of an acceptance from another address. */
function invitationRoutes(app: App, route: TeamsRoute) {
  const writes = writesOf(app);
  app.route({
    ...route('invite'),
    config: writes,
    handler: async (request, reply) => {
      const created = await invite(app.db, user(request), request.params.tid, request.body, {
        origin: publicOrigin(request),
        brand: app.config.brandName,
        language: request.language,
      });
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...route('revokeInvitation'),
    handler: async (request, reply) => {
      const { tid, invitationId } = request.params;
      await revokeInvitation(app.db, viewer(request), tid, Number(invitationId));
      return reply.code(204).send();
    },
  });

  app.route({
    ...route('join'),
    config: writes,
    handler: async (request, reply) => {
      const answer = await acceptInvitation(app.db, user(request), request.params.token, {
        origin: publicOrigin(request),
        brand: app.config.brandName,
      });
      if (!answer.joined) return reply.code(202).send({ pending: true });
      return { tid: answer.tid, role: answer.role, path: teamPath(answer.tid) };
    },
  });

  app.route({
    ...route('approveAcceptance'),
    config: writes,
    handler: async (request) => {
      const { tid, invitationId } = request.params;
      return approveAcceptance(app.db, viewer(request), tid, Number(invitationId), request.body.userOid);
    },
  });

  app.route({
    ...route('declineAcceptance'),
    config: writes,
    handler: async (request, reply) => {
      const { tid, invitationId } = request.params;
      await declineAcceptance(app.db, viewer(request), tid, Number(invitationId), request.body.userOid);
      return reply.code(204).send();
    },
  });
}

/** Members: their roles, their removal (with what it leaves behind) and leaving a team oneself. */
function memberRoutes(app: App, route: TeamsRoute) {
  app.route({
    ...route('changeRole'),
    handler: async (request) => {
      const { tid, userOid } = request.params;
      const changed = await changeRole(app.db, viewer(request), tid, userOid, request.body.role);
      await app.peers.announce('rights-changed');
      return changed;
    },
  });

  app.route({
    ...route('departure'),
    handler: async (request) => {
      const { tid, userOid } = request.params;
      return { departure: await departurePreview(app.db, viewer(request), tid, userOid) };
    },
  });

  app.route({
    ...route('removeMember'),
    handler: async (request, reply) => {
      const { tid, userOid } = request.params;
      await removeFromTeam(app.db, viewer(request), tid, userOid);
      // Whoever left stops editing the team's decks at once, on every server.
      await app.peers.announce('rights-changed');
      return reply.code(204).send();
    },
  });

  app.route({
    ...route('leave'),
    handler: async (request, reply) => {
      await leaveTeam(app.db, user(request), request.params.tid);
      await app.peers.announce('rights-changed');
      return reply.code(204).send();
    },
  });
}
