// View links (the spec's "prezilink"): create one, optionally for someone, behind a password or
// until a moment; copy its /view/{link_id}/ address, change its rules, revoke it.
// Revoked links stay listed, greyed, so the owner can tell which address stopped working when.
// "Create link" opens the form and only its Create makes the link, rules included in that one
// request: a link meant to be protected is never open, not even for a moment.

import { useEffect, useId, useRef, useState } from 'react';
import type { ViewLinkData, ViewLinkRules } from '../../contracts/manage';
import { useT } from '../../i18n/react';
import { apiCall } from '../../lib/api-client';
import { copyText } from '../../lib/clipboard';
import { ActionStatus } from '../../ui-kit/actions/ActionStatus';
import { useAction } from '../../ui-kit/actions/useAction';
import { apiPath } from './types';
import { ViewLinkForm } from './ViewLinkForm';
import { linkDates, ViewLinkItem } from './ViewLinkItem';

export interface ViewLinksSectionProps {
  oid: string;
  lang: string;
  initialLinks: ViewLinkData[];
  /** Outgoing e-mail is configured: links may verify addresses by a code and notify their owner. */
  mailConfigured: boolean;
  /** Injected by tests; the browser's clipboard otherwise. */
  copy?: (text: string) => Promise<boolean>;
}

const COPIED_MS = 2000;

export function ViewLinksSection({
  oid,
  lang,
  initialLinks,
  mailConfigured,
  copy = copyText,
}: ViewLinksSectionProps) {
  const t = useT();
  const [links, setLinks] = useState(initialLinks);
  const [copied, setCopied] = useState<string | null>(null);
  // The new link's form is open; it is mounted afresh each time, so it starts empty.
  const [creating, setCreating] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const wasCreating = useRef(false);
  const headingId = useId();
  const { status, run, busy, reset } = useAction();
  const dates = linkDates(lang);
  const live = links.filter((link) => link.revokedAt === null);
  const revoked = links.filter((link) => link.revokedAt !== null);

  // Closing the form (created or cancelled) hands the focus back to the button that opened it.
  useEffect(() => {
    if (wasCreating.current && !creating) createButton.current?.focus();
    wasCreating.current = creating;
  }, [creating]);

  const create = (rules: ViewLinkRules) =>
    run(async () => {
      // A link without rules is created as before, without a body.
      const body = Object.keys(rules).length > 0 ? rules : undefined;
      const { link } = await apiCall<{ link: ViewLinkData }>('POST', apiPath(oid, 'links/'), body);
      setLinks((all) => [link, ...all]);
      setCreating(false);
      return t('manage.linkCreated');
    });
  const replace = (changed: ViewLinkData) =>
    setLinks((all) => all.map((link) => (link.linkId === changed.linkId ? changed : link)));
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
          <ViewLinkItem
            key={link.linkId}
            oid={oid}
            link={link}
            dates={dates}
            copied={copied === link.linkId}
            busy={busy}
            onCopy={() => void copyLink(link)}
            onRevoke={() => void revoke(link.linkId)}
            onChange={replace}
            mailConfigured={mailConfigured}
          />
        ))}
      </ul>
      {creating ? (
        <div className="manage__link-new">
          <h3 id={headingId}>{t('manage.newLink')}</h3>
          <ViewLinkForm
            submitLabel={t('manage.createLinkSubmit')}
            labelledBy={headingId}
            busy={busy}
            mailConfigured={mailConfigured}
            onSubmit={(rules) => void create(rules)}
            onCancel={() => setCreating(false)}
          >
            <ActionStatus status={status} />
          </ViewLinkForm>
        </div>
      ) : (
        <div className="manage__actions">
          <button
            ref={createButton}
            type="button"
            className="button button--primary"
            onClick={() => {
              // What the last action did belongs beside this button, not in the new form.
              reset();
              setCreating(true);
            }}
          >
            {t('manage.createLink')}
          </button>
          <ActionStatus status={status} />
        </div>
      )}
      {revoked.length > 0 ? (
        <details className="manage__revoked">
          <summary>{t('manage.revokedLinks', { n: revoked.length })}</summary>
          <ul className="manage__list">
            {revoked.map((link) => (
              <li key={link.linkId} className="manage__link manage__link--revoked">
                {link.name ? <span className="manage__link-name">{link.name}</span> : null}
                <span className="manage__url-text">{link.url}</span>
                <span className="manage__meta">
                  {t('manage.created', { date: dates.day.format(new Date(link.createdAt)) })} ·{' '}
                  {t('manage.revoked', { date: dates.day.format(new Date(link.revokedAt!)) })}
                </span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
