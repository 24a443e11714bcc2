// One live view link: who it is for, its rules as badges, its address with copy / edit / revoke,
// and the inline form that changes its rules. An expired link stays here (it is not revoked) so
// the owner can give it a later expiry.

import { useT } from '../../../i18n/react';
import { ActionStatus } from '../../../ui-kit/actions/ActionStatus';
import type { ViewLinkData } from '../contracts';
import { useLinkEdit } from './useLinkEdit';
import { ViewLinkForm } from './ViewLinkForm';

/**
 * The section's date formats. UTC, so the server's render and the browser's hydration agree; an
 * expiry names its zone because its hour matters.
 */
export function linkDates(lang: string) {
  const day = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
  return {
    day: new Intl.DateTimeFormat(lang, day),
    moment: new Intl.DateTimeFormat(lang, {
      ...day,
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
  };
}
export type LinkDates = ReturnType<typeof linkDates>;

export interface ViewLinkItemProps {
  oid: string;
  link: ViewLinkData;
  dates: LinkDates;
  /** The address was just copied. */
  copied: boolean;
  /** One of the section's actions (copy, revoke, create) is running. */
  busy: boolean;
  onCopy: () => void;
  onRevoke: () => void;
  onChange: (link: ViewLinkData) => void;
  /** Outgoing e-mail is configured: the link may verify addresses by a code and notify its owner. */
  mailConfigured: boolean;
}

export function ViewLinkItem({
  oid,
  link,
  dates,
  copied,
  busy,
  onCopy,
  onRevoke,
  onChange,
  mailConfigured,
}: ViewLinkItemProps) {
  const t = useT();
  const { editing, setEditing, save, editButton, busy: saving, status } = useLinkEdit(oid, link, onChange);
  const title = link.name ?? link.url;

  return (
    <li className="manage__link-item">
      <LinkBadges link={link} dates={dates} />
      <div className="manage__link-row">
        <input
          className="manage__url"
          readOnly
          value={link.url}
          aria-label={t('manage.linkAddressLabel')}
          onFocus={(event) => event.currentTarget.select()}
        />
        <span className="manage__meta">
          {link.createdBy
            ? t('manage.createdBy', {
                date: dates.day.format(new Date(link.createdAt)),
                name: link.createdBy,
              })
            : t('manage.created', { date: dates.day.format(new Date(link.createdAt)) })}
        </span>
        <span className="manage__row-actions">
          <button type="button" className="button" onClick={onCopy}>
            {copied ? t('manage.copied') : t('manage.copy')}
          </button>
          <button
            ref={editButton}
            type="button"
            className="button"
            aria-expanded={editing}
            aria-label={t('manage.editLinkOf', { name: title })}
            onClick={() => setEditing((open) => !open)}
          >
            {t('manage.editLink')}
          </button>
          <button type="button" className="button manage__danger-button" disabled={busy} onClick={onRevoke}>
            {t('manage.revoke')}
          </button>
        </span>
      </div>
      {editing ? (
        <ViewLinkForm
          link={link}
          submitLabel={t('manage.saveLink')}
          busy={saving}
          mailConfigured={mailConfigured}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      <ActionStatus status={status} />
    </li>
  );
}

/** The link's rules as badges above its address: its name, password, e-mail gate, e-mails, downloads, expiry. */
function LinkBadges({ link, dates }: { link: ViewLinkData; dates: LinkDates }) {
  const t = useT();
  const expired = link.expiresAt !== null && new Date(link.expiresAt).getTime() <= Date.now();
  const any =
    link.name ||
    link.hasPassword ||
    link.requireEmail ||
    link.expiresAt ||
    link.notify !== 'off' ||
    link.download !== 'inherit';
  if (!any) return null;
  return (
    <div className="manage__link-head">
      {/* Without a name the address below is the row's title. */}
      {link.name ? <strong className="manage__link-name">{link.name}</strong> : null}
      {link.hasPassword ? <span className="manage__badge">{t('manage.linkHasPassword')}</span> : null}
      {link.requireEmail ? (
        <span className="manage__badge">
          {t(link.verifyEmail ? 'manage.linkVerifiedBadge' : 'manage.linkEmailBadge')}
        </span>
      ) : null}
      {link.requireEmail && link.allowedDomains.length > 0 ? (
        <span className="manage__badge">
          {t('manage.linkDomainsBadge', {
            domains: link.allowedDomains.map((domain) => `@${domain}`).join(', '),
          })}
        </span>
      ) : null}
      {link.notify !== 'off' ? (
        <span className="manage__badge">
          {t(link.notify === 'first' ? 'manage.linkNotifyFirstBadge' : 'manage.linkNotifyEveryBadge')}
        </span>
      ) : null}
      {link.download !== 'inherit' ? (
        <span className="manage__badge">
          {t(link.download === 'allow' ? 'manage.linkDownloadsAllowed' : 'manage.linkDownloadsForbidden')}
        </span>
      ) : null}
      {link.expiresAt && expired ? (
        <span className="manage__badge manage__badge--expired">{t('manage.linkExpired')}</span>
      ) : null}
      {link.expiresAt && !expired ? (
        <span className="manage__badge">
          {t('manage.linkExpiresOn', { date: dates.moment.format(new Date(link.expiresAt)) })}
        </span>
      ) : null}
    </div>
  );
}
