// The log-in guards of routes that act for a person: the request's actor when an id and a staff
// flag are all a route needs, the session's user row when it reads more (a name, an address).
import type { Viewer } from '../../kernel/access/permissions';
import type { RequestActor } from '../../platform/http/actor';
import { loginRequired } from '../../platform/http/errors';
import type { User } from './tables';

/**
 * The signed-in user, or a log-in demand: 401 `{error}` on /api/ calls, a 303 to
 * `/login/?next=…` on pages (the error handler turns the error into either).
 */
export function requireUser(request: { user: User | null }, message?: string): User {
  if (!request.user) throw loginRequired(message);
  return request.user;
}

/** The signed-in actor (their id and staff flag), or the same log-in demand as requireUser's. */
export function requireViewer(request: { actor: RequestActor }, message?: string): Viewer {
  if (!request.actor.viewer) throw loginRequired(message);
  return request.actor.viewer;
}
