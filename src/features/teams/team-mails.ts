// The team invitation e-mail: who invites, to which team, with which role, and the link
// to accept (valid for a week, once). It is written in the inviter's language, as nothing is known
// of the recipient (who may have no account). Every piece of people's text is escaped in the HTML.

import type { MessageId } from '../../i18n/catalogs';
import { translator } from '../../i18n/translate';
import type { TeamRole } from '../../kernel/access/permissions';
import { escapeHtml } from '../../kernel/html';
import { type ComposedMail, mailLanguage } from '../notifications';

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

export interface AcceptanceRequestNotice {
  teamName: string;
  /** Who accepted from an account with another address: their name and username. */
  asker: string;
  askerUsername: string;
  /** The address the invitation was sent to. */
  email: string;
  role: TeamRole;
  /** The team's settings page, where it is approved or declined. */
  link: string;
  brand: string;
  /** The inviter's language: the mail goes to them. */
  language?: string | null;
}

/** To the inviter: an account with another address accepted their invitation and waits for them. */
export function acceptanceRequestMail(notice: AcceptanceRequestNotice): ComposedMail {
  const t = translator(mailLanguage(notice.language));
  const role = t(`mails.team.role.${notice.role}` as MessageId);
  const params = {
    asker: notice.asker,
    username: notice.askerUsername,
    email: notice.email,
    team: notice.teamName,
    role,
    brand: notice.brand,
  };
  const subject = t('mails.teamRequest.subject', params);
  const body = t('mails.teamRequest.body', params);
  const decide = t('mails.teamRequest.decide', { url: notice.link });
  const text = [body, '', decide].join('\n');
  const html = [
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(notice.link)}">${escapeHtml(t('mails.teamRequest.decideLink'))}</a></p>`,
  ].join('\n');
  return { subject, text, html };
}
