// Which new passwords are accepted (OWASP ASVS 2.1): at least
// LIMITS.passwordLength.min characters, and not easy to guess. zxcvbn-ts estimates how many
// guesses a password takes against the common-password lists and keyboard patterns of
// @zxcvbn-ts/language-common, and against the person's own username, email and names; anything
// below "safely unguessable" (score 3, about 10^8 guesses) is refused.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { LIMITS } from '../../kernel/limits';

export const MIN_PASSWORD_SCORE = 3;

let factory: ZxcvbnFactory | undefined;
// Built on first use: the dictionaries take a moment to load, and most requests never need them.
const estimator = () => (factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

export type PasswordProblem = 'account.passwordShort' | 'account.passwordLong' | 'account.passwordWeak';

/** What is wrong with a new password, or undefined when it may be used. */
export function passwordProblem(
  password: string,
  personal: (string | null | undefined)[] = [],
): PasswordProblem | undefined {
  if (password.length < LIMITS.passwordLength.min) return 'account.passwordShort';
  if (password.length > LIMITS.passwordLength.max) return 'account.passwordLong';
  const userInputs = personal
    .filter((s): s is string => Boolean(s))
    .flatMap((s) => [s, ...s.split(/[@.\s_-]+/)]);
  return estimator().check(password, userInputs).score < MIN_PASSWORD_SCORE
    ? 'account.passwordWeak'
    : undefined;
}
