// What notifications adds to the account settings page: the e-mails (the weekly summary, mentions)
// and the webhooks.
// Notifications sits above accounts and imports it, so the page (features/accounts/
// settings-page.routes.ts) takes this from the composition root.

import { viewerOf } from '../features/access';
import type { AccountNotifications } from '../features/accounts/settings-page.routes';
import { webhooksOf } from '../features/notifications';

export const accountNotifications: AccountNotifications = async (app, user) => ({
  weeklySummary: user.weekly_summary,
  mentionMails: user.mention_mails,
  mailConfigured: app.mailer.configured,
  webhooks: await webhooksOf(app.db, viewerOf(user)),
  allowPrivateNetwork: app.config.notifications.allowPrivateNetwork,
});
