// An account's notification settings: the weekly summary e-mail. Turning on

// anything that sends e-mail needs outgoing mail (SMTP_URL, MAIL_FROM): 409 mail_not_configured.
import type { Db } from '../../platform/db/connection';
import { conflict } from '../../platform/http/errors';
import { MAIL_NOT_CONFIGURED } from '../../platform/mail/mailer';
import type { User } from '../accounts';
import { setWeeklySummary } from './repository';

export async function changeWeeklySummary(db: Db, user: User, on: boolean, mailConfigured: boolean) {
  if (on && !mailConfigured) throw conflict(MAIL_NOT_CONFIGURED, 'mail_not_configured');
  await setWeeklySummary(db, user.id, on);
  return { weeklySummary: on };
}
