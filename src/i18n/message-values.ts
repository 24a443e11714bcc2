// The numbers some messages mention, kept beside the limits they come from, so the server's
// English error text and the translated page say the same thing.
import { LIMITS } from '../kernel/limits';
import type { MessageId } from './catalogs';

export const MESSAGE_VALUES: Partial<Record<MessageId, Record<string, number>>> = {
  'account.usernameLength': { min: LIMITS.usernameLength.min, max: LIMITS.usernameLength.max },
  'account.passwordShort': { min: LIMITS.passwordLength.min },
  'account.nameLong': { max: LIMITS.nameLength },
  'signup.password': { min: LIMITS.passwordLength.min },
};
