// Server-side sessions (DESIGN §6): an HttpOnly `sessionid` cookie holding a random token whose
// sha256 is the database key. Rotated at log-in and at a password change (which also ends every
// other session of the account); deleted at log-out; expired ones (and stale log-in failures)
// are purged every hour, once across the app servers (a scheduled job), and when a server starts
// in an hour that has not had its purge. The HTTP side of the accounts feature's sessions: the
// hook that reads the cookie into `request.user` and the actor, and the cookie's writes.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Viewer } from '../../kernel/access/permissions';
import type { Config } from '../../platform/config';
import { ANONYMOUS, type RequestActor, sessionActor } from '../../platform/http/actor';
import { isSecureRequest } from '../../platform/http/cookies';
import { purgeStaleLoginFailures } from './login.service';
import {
  countOtherSessions,
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findSessionUser,
  insertSession,
} from './sessions.repository';
import type { User } from './tables';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
}

export const SESSION_COOKIE = 'sessionid';

/** The person a permission is asked for: a user row as the permission rules see it. */
const viewerOfUser = (user: User | null): Viewer | null =>
  user ? { id: user.id, isStaff: user.is_staff } : null;
export const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The actor of a request, from this plugin's result: the session cookie's user, if any. */
export const sessionActorOf = (request: FastifyRequest): RequestActor =>
  sessionActor(viewerOfUser(request.user));

export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return;
      request.user = (await findSessionUser(app.db, hashToken(token), new Date().toISOString())) ?? null;
    });

    // Expired sessions, and log-in failures old enough to be forgotten (login.service.ts).
    app.jobs.schedule('sessions.purge', SESSION_PURGE_INTERVAL_MS, (_payload, job) =>
      Promise.all([deleteExpiredSessions(app.db, job.now.toISOString()), purgeStaleLoginFailures(app.db)]),
    );
  },
  { name: 'podium-session', dependencies: ['podium-database', '@fastify/cookie'] },
);

export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  config: Config,
) {
  await endSession(app, request, reply);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expires = new Date(now.getTime() + config.sessionTtlDays * 24 * 60 * 60 * 1000);
  await insertSession(app.db, hashToken(token), user.id, now.toISOString(), expires.toISOString());
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request),
    expires,
  });
  request.user = user;
  request.actor = sessionActor(viewerOfUser(user));
}

export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(app.db, hashToken(token));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.user = null;
  request.actor = ANONYMOUS;
}

const currentTokenHash = (request: FastifyRequest) => {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : '';
};

/** Ends every other session of the signed-in user ("Sign out everywhere else"); answers how many. */
export const endOtherSessions = (app: FastifyInstance, request: FastifyRequest, user: User) =>
  deleteUserSessions(app.db, user.id, currentTokenHash(request));

/** How many other browsers or devices the signed-in user is logged in on. */
export const otherSessionCount = (app: FastifyInstance, request: FastifyRequest, user: User) =>
  countOtherSessions(app.db, user.id, currentTokenHash(request), new Date().toISOString());

/** After a password change: every session of the account ends, and this one starts anew. */
export async function restartSessions(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
) {
  await deleteUserSessions(app.db, user.id);
  await startSession(app, request, reply, user, app.config);
}
