// Words the team components share: a role's name, and what a failed team call says (the server's
// error codes, translated; anything else is the server's own message, or a network failure).

import type { MessageId } from '../../../i18n/catalogs';
import type { useT } from '../../../i18n/react';
import { ApiError } from '../../../lib/api-client';
import type { TeamRole } from '../contracts';

type T = ReturnType<typeof useT>;

export const roleName = (t: T, role: TeamRole) => t(`teams.role.${role}` as MessageId);

const KNOWN = new Set([
  'name_required',
  'name_too_long',
  'too_many_teams',
  'team_full',
  'too_many_invitations',
  'too_many_account_invitations',
  'acceptance_pending',
  'no_pending_acceptance',
  'bad_email',
  'last_owner',
  'role_not_allowed',
  'invitation_gone',
  'already_member',
  'forbidden',
  'not_found',
]);

export function teamError(error: unknown, t: T): string {
  if (!(error instanceof ApiError) || error.status === 0) return t('teams.error.network');
  if (KNOWN.has(error.code)) return t(`teams.error.${error.code}` as MessageId);
  return error.message;
}
