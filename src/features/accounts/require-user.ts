// The log-in guard of routes that act for a person: the session's user row, or a log-in demand.
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
