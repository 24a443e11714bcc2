// Accounts: sign-up validation, creating users (web, CLI, seed) and checking credentials.
import type { MessageId } from '../../i18n/catalogs';
import { MESSAGE_VALUES } from '../../i18n/message-values';
import { translator } from '../../i18n/translate';
import { newOid } from '../../kernel/ids';
import { LIMITS } from '../../kernel/limits';
import type { Db } from '../../platform/db/connection';
import { AppError } from '../../platform/http/errors';
import { hashPassword } from '../../platform/passwords/passwords';
import { passwordProblem } from './password-policy';
import type { User } from './tables';
import { findUserByUsername, findUsersHolding, insertUser, setUserStaff } from './users.repository';

export const AUTHOR_SEGMENTS = ['sales-marketing', 'teacher', 'student', 'other'] as const;
export type AuthorSegment = (typeof AUTHOR_SEGMENTS)[number];

/** Spec §3: any value that is not a known author segment becomes 'other'. */
export const authorSegmentOf = (value: unknown): AuthorSegment =>
  (AUTHOR_SEGMENTS as readonly unknown[]).includes(value) ? (value as AuthorSegment) : 'other';

export interface NewAccount {
  username: string;
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  publicDisplayName?: string;
  authorSegment?: string;
  isStaff?: boolean;
}

type FieldErrors = Partial<Record<string, MessageId>>;

/** Field errors, keyed by form field, as message ids the page translates; the message is English. */
export class AccountInputError extends AppError {
  constructor(readonly fields: FieldErrors) {
    const t = translator('en');
    super(
      400,
      'invalid_account',
      Object.values(fields)
        .map((id) => t(id!, MESSAGE_VALUES[id!]))
        .join(' '),
    );
  }
}

const USERNAME = /^[a-z0-9][a-z0-9._-]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateAccount(input: NewAccount, requirePassword: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const username = input.username.trim().toLowerCase();
  const { min, max } = LIMITS.usernameLength;
  if (username.length < min || username.length > max) errors.username = 'account.usernameLength';
  else if (!USERNAME.test(username)) errors.username = 'account.usernameCharacters';
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > LIMITS.emailLength) errors.email = 'account.emailInvalid';
  const password = input.password ?? '';
  if (requirePassword || password) {
    const problem = passwordProblem(password, [username, email, input.firstName, input.lastName]);
    if (problem) errors.password = problem;
  }
  for (const field of ['firstName', 'lastName', 'publicDisplayName'] as const) {
    if ((input[field]?.length ?? 0) > LIMITS.nameLength) errors[field] = 'account.nameLong';
  }
  return errors;
}

export async function createAccount(db: Db, input: NewAccount, now = new Date()): Promise<User> {
  const errors = validateAccount(input, true);
  if (Object.keys(errors).length > 0) throw new AccountInputError(errors);
  const username = input.username.trim().toLowerCase();
  const email = input.email.trim().toLowerCase();
  const taken = await findUsersHolding(db, username, email);
  if (taken.some((u) => u.username === username))
    throw new AccountInputError({ username: 'account.usernameTaken' });
  if (taken.length > 0) throw new AccountInputError({ email: 'account.emailTaken' });
  return insertUser(db, {
    oid: newOid(),
    username,
    email,
    first_name: input.firstName?.trim() || null,
    last_name: input.lastName?.trim() || null,
    public_display_name: input.publicDisplayName?.trim() || null,
    password_hash: input.password ? await hashPassword(input.password) : null,
    author_segment: authorSegmentOf(input.authorSegment),
    is_staff: input.isStaff ?? false,
    language: null,
    created_at: now.toISOString(),
  });
}

export async function setStaff(db: Db, username: string, isStaff: boolean): Promise<User | undefined> {
  const user = await findUserByUsername(db, username);
  if (!user) return undefined;
  return setUserStaff(db, user.id, isStaff);
}
