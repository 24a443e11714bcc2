// Server-side sessions (DESIGN §6): an HttpOnly `sessionid` cookie holding a random token whose
// sha256 is the database key. Rotated at log-in; deleted at log-out.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { deleteSession, findSessionUser, insertSession } from '../../db/repositories/sessions.repository';
import type { User } from '../../db/rows';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
}

export const SESSION_COOKIE = 'sessionid';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const isSecureRequest = (request: FastifyRequest) => request.protocol === 'https';

export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return;
      request.user = (await findSessionUser(app.db, hashToken(token), new Date().toISOString())) ?? null;
    });
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
}

export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(app.db, hashToken(token));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.user = null;
}
