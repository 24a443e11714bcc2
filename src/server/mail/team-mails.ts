// The team invitation e-mail (issue #19): who invites, to which team, with which role, and the link
// to accept (valid for a week, once). It is written in the inviter's language, as nothing is known
// of the recipient (who may have no account). Every piece of people's text is escaped in the HTML.
import { escapeHtml } from '../../domain/html';
import type { TeamRole } from '../../domain/permissions';
import type { MessageId } from '../../i18n/catalogs';
import { translator } from '../../i18n/translate';
import { type ComposedMail, mailLanguage } from './notification-mails';

export interface InvitationNotice {
  teamName: string;
  inviter: string;
  role: TeamRole;
  link: string;
  expiresAt: Date;
  brand: string;
  language?: string | null;
}

export function invitationMail(notice: InvitationNotice): ComposedMail {
  const language = mailLanguage(notice.language);
  const t = translator(language);
  const role = t(`mails.team.role.${notice.role}` as MessageId);
  const until = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    notice.expiresAt,
  );
  const subject = t('mails.team.subject', { inviter: notice.inviter, team: notice.teamName });
  const body = t('mails.team.body', {
    inviter: notice.inviter,
    team: notice.teamName,
    role,
    brand: notice.brand,
  });
  const accept = t('mails.team.accept', { url: notice.link });
  const expiry = t('mails.team.expires', { date: until });
  const ignore = t('mails.team.ignore');
  const text = [body, '', accept, '', expiry, ignore].join('\n');
  const html = [
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(notice.link)}">${escapeHtml(t('mails.team.acceptLink'))}</a></p>`,
    `<p>${escapeHtml(expiry)} ${escapeHtml(ignore)}</p>`,
  ].join('\n');
  return { subject, text, html };
}
