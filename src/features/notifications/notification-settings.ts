// An account's notification settings: the weekly summary e-mail. Turning on

// anything that sends e-mail needs outgoing mail (SMTP_URL, MAIL_FROM): 409 mail_not_configured.
import type { Viewer } from '../../kernel/access/permissions';
import type { Db } from '../../platform/db/connection';
import { conflict } from '../../platform/http/errors';
import { MAIL_NOT_CONFIGURED } from '../../platform/mail/mailer';
import { setWeeklySummary } from './repository';

export async function changeWeeklySummary(db: Db, viewer: Viewer, on: boolean, mailConfigured: boolean) {
  if (on && !mailConfigured) throw conflict(MAIL_NOT_CONFIGURED, 'mail_not_configured');
  await setWeeklySummary(db, viewer.id, on);
  return { weeklySummary: on };
}
