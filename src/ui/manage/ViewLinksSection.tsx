// View links (the spec's "prezilink"): create one, copy its /view/{link_id}/ address, revoke it.
// Revoked links stay listed, greyed, so the owner can tell which address stopped working when.

import { useState } from 'react';
import type { ViewLinkData } from '../../contracts/manage';
import { useT } from '../../i18n/react';
import { apiCall } from '../../lib/api-client';
import { copyText } from '../../lib/clipboard';
import { ActionStatus } from './ActionStatus';
import { apiPath } from './types';
import { useAction } from './useAction';

export interface ViewLinksSectionProps {
  oid: string;
  lang: string;
  initialLinks: ViewLinkData[];
  /** Injected by tests; the browser's clipboard otherwise. */
  copy?: (text: string) => Promise<boolean>;
}

const COPIED_MS = 2000;

export function ViewLinksSection({ oid, lang, initialLinks, copy = copyText }: ViewLinksSectionProps) {
  const t = useT();
  const [links, setLinks] = useState(initialLinks);
  const [copied, setCopied] = useState<string | null>(null);
  const { status, run, busy } = useAction();
  const date = new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const live = links.filter((link) => link.revokedAt === null);
  const revoked = links.filter((link) => link.revokedAt !== null);

  const create = () =>
    run(async () => {
      const { link } = await apiCall<{ link: ViewLinkData }>('POST', apiPath(oid, 'links/'));
      setLinks((all) => [link, ...all]);
      return t('manage.linkCreated');
    });
  const revoke = (linkId: string) =>
    run(async () => {
      await apiCall('DELETE', apiPath(oid, `links/${linkId}/`));
      const now = new Date().toISOString();
      setLinks((all) => all.map((link) => (link.linkId === linkId ? { ...link, revokedAt: now } : link)));
      return t('manage.linkRevoked');
    });
  const copyLink = (link: ViewLinkData) =>
    run(async () => {
      if (!(await copy(link.url))) throw new Error(t('manage.copyFailed'));
      setCopied(link.linkId);
      window.setTimeout(() => setCopied((current) => (current === link.linkId ? null : current)), COPIED_MS);
      return t('manage.copied');
    });

  return (
    <section className="manage__section" aria-labelledby="manage-links">
      <h2 id="manage-links">{t('manage.links')}</h2>
      <p className="manage__lead">{t('manage.linksLead')}</p>
      {live.length === 0 ? <p className="manage__empty">{t('manage.noLinks')}</p> : null}
      <ul className="manage__list">
        {live.map((link) => (
          <li key={link.linkId} className="manage__link">
            <input
              className="manage__url"
              readOnly
              value={link.url}
              aria-label={t('manage.linkAddressLabel')}
              onFocus={(event) => event.currentTarget.select()}
            />
            <span className="manage__meta">
              {t('manage.created', { date: date.format(new Date(link.createdAt)) })}
            </span>
            <span className="manage__row-actions">
              <button type="button" className="button" onClick={() => void copyLink(link)}>
                {copied === link.linkId ? t('manage.copied') : t('manage.copy')}
              </button>
              <button
                type="button"
                className="button manage__danger-button"
                disabled={busy}
                onClick={() => void revoke(link.linkId)}
              >
                {t('manage.revoke')}
              </button>
            </span>
          </li>
        ))}
      </ul>
      <div className="manage__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void create()}
        >
          {t('manage.createLink')}
        </button>
        <ActionStatus status={status} />
      </div>
      {revoked.length > 0 ? (
        <details className="manage__revoked">
          <summary>{t('manage.revokedLinks', { n: revoked.length })}</summary>
          <ul className="manage__list">
            {revoked.map((link) => (
              <li key={link.linkId} className="manage__link manage__link--revoked">
                <span className="manage__url-text">{link.url}</span>
                <span className="manage__meta">
                  {t('manage.created', { date: date.format(new Date(link.createdAt)) })} ·{' '}
                  {t('manage.revoked', { date: date.format(new Date(link.revokedAt!)) })}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
