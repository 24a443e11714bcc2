// An account's e-mail notifications: the weekly summary, and an e-mail when someone mentions them
// in a comment (on unless turned off). Turning on anything that sends e-mail needs outgoing mail
// (SMTP_URL, MAIL_FROM): 409 mail_not_configured; turning one off is always possible.
import type { Viewer } from '../../kernel/access/permissions';
import type { Db } from '../../platform/db/connection';
import { conflict } from '../../platform/http/errors';
import { MAIL_NOT_CONFIGURED } from '../../platform/mail/mailer';
import { setNotificationSettings } from './repository';

export interface NotificationChanges {
  weeklySummary?: boolean;
  mentionMails?: boolean;
}

export async function changeNotifications(
  db: Db,
  viewer: Viewer,
  changes: NotificationChanges,
  mailConfigured: boolean,
) {
  const turnsOn = changes.weeklySummary === true || changes.mentionMails === true;
  if (turnsOn && !mailConfigured) throw conflict(MAIL_NOT_CONFIGURED, 'mail_not_configured');
  return setNotificationSettings(db, viewer.id, changes);
}
