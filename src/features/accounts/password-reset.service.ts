// A lost password, reset by whoever runs the server (`npm run cli -- reset-password`): the demo's
// generated passwords are printed once, and a self-hoster with no mail set up has no other way back
// into an admin account. The new password follows the same policy as the settings page, every
// session of the account ends, and the account's log-in back-off is lifted.
import type { Db } from '../../platform/db/connection';
import { hashPassword } from '../../platform/passwords/passwords';
import { AccountInputError } from './account.service';
import { deleteLoginFailures } from './login-failures.repository';
import { passwordProblem } from './password-policy';
import { deleteUserSessions } from './sessions.repository';
import type { User } from './tables';
import { findUserByLogin, setPasswordHash } from './users.repository';

/** A password nobody can guess, readable enough to type once: 4 groups of 5 letters and digits. */
export function generatedPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
  return chars.match(/.{5}/g)!.join('-');
}

export class PasswordResetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasswordResetError';
  }
}

export interface PasswordReset {
  user: User;
  /** The password now in force: the one given, or a generated one to show once. */
  password: string;
  generated: boolean;
  sessionsEnded: number;
}

export async function resetPassword(db: Db, login: string, chosen?: string): Promise<PasswordReset> {
  const user = await findUserByLogin(db, login);
  if (!user) throw new PasswordResetError(`No account has the username or e-mail address "${login}".`);
  const password = chosen ?? generatedPassword();
  if (chosen !== undefined) {
    const problem = passwordProblem(chosen, [user.username, user.email, user.first_name, user.last_name]);
    if (problem) throw new AccountInputError({ password: problem });
  }
  await setPasswordHash(db, user.id, await hashPassword(password));
  const sessionsEnded = await deleteUserSessions(db, user.id);
  // The key login.service.ts counts an account's failures under, whichever address they came from.
  await deleteLoginFailures(db, [`account:user:${user.id}`]);
  return { user, password, generated: chosen === undefined, sessionsEnded };
}
