// View links (the spec's "prezilink"): create one, optionally for someone, behind a password or
// until a moment; copy its /view/{link_id}/ address, change its rules, revoke it.
// Revoked links stay listed, greyed, so the owner can tell which address stopped working when.
// "Create link" opens the form and only its Create makes the link, rules included in that one
// request: a link meant to be protected is never open, not even for a moment.

import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/react';
import { copyText } from '../../../lib/clipboard';
import { ActionStatus } from '../../../ui-kit/actions/ActionStatus';
import type { ActionState } from '../../../ui-kit/actions/useAction';
import type { ViewLinkData } from '../contracts';
import type { ViewLinkRules } from '../rules';
import { useViewLinks } from './useViewLinks';
import { ViewLinkForm } from './ViewLinkForm';
import { type LinkDates, linkDates, ViewLinkItem } from './ViewLinkItem';

export interface ViewLinksSectionProps {
  oid: string;
  lang: string;
  initialLinks: ViewLinkData[];
  /** Outgoing e-mail is configured: links may verify addresses by a code and notify their owner. */
  mailConfigured: boolean;
  /** Injected by tests; the browser's clipboard otherwise. */
  copy?: (text: string) => Promise<boolean>;
}

export function ViewLinksSection({
  oid,
  lang,
  initialLinks,
  mailConfigured,
  copy = copyText,
}: ViewLinksSectionProps) {
  const t = useT();
  const { links, copied, create, replace, revoke, copyLink, status, busy, reset } = useViewLinks(
    oid,
    initialLinks,
    copy,
  );
  const dates = linkDates(lang);
  const live = links.filter((link) => link.revokedAt === null);
  const revoked = links.filter((link) => link.revokedAt !== null);

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
      <NewLink status={status} busy={busy} mailConfigured={mailConfigured} onCreate={create} onOpen={reset} />
      {revoked.length > 0 ? <RevokedLinks links={revoked} dates={dates} /> : null}
    </section>
  );
}

interface NewLinkProps {
  /** What the section's last action did. */
  status: ActionState;
  busy: boolean;
  mailConfigured: boolean;
  /** Creates the link with these rules, then calls `done`. */
  onCreate: (rules: ViewLinkRules, done: () => void) => void;
  /** The form opens: what the last action did belongs beside the button, not in the new form. */
  onOpen: () => void;
}

/** "Create link", or the new link's form in its place (mounted afresh each time, so it starts empty). */
function NewLink({ status, busy, mailConfigured, onCreate, onOpen }: NewLinkProps) {
  const t = useT();
  const [creating, setCreating] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const wasCreating = useRef(false);
  const headingId = useId();

  // Closing the form (created or cancelled) hands the focus back to the button that opened it.
  useEffect(() => {
    if (wasCreating.current && !creating) createButton.current?.focus();
    wasCreating.current = creating;
  }, [creating]);

  return creating ? (
    <div className="manage__link-new">
      <h3 id={headingId}>{t('manage.newLink')}</h3>
      <ViewLinkForm
        submitLabel={t('manage.createLinkSubmit')}
        labelledBy={headingId}
        busy={busy}
        mailConfigured={mailConfigured}
        onSubmit={(rules) => void onCreate(rules, () => setCreating(false))}
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
          onOpen();
          setCreating(true);
        }}
      >
        {t('manage.createLink')}
      </button>
      <ActionStatus status={status} />
    </div>
  );
}

/** Revoked links stay listed, greyed, so the owner can tell which address stopped working when. */
function RevokedLinks({ links, dates }: { links: ViewLinkData[]; dates: LinkDates }) {
  const t = useT();
  return (
    <details className="manage__revoked">
      <summary>{t('manage.revokedLinks', { n: links.length })}</summary>
      <ul className="manage__list">
        {links.map((link) => (
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
  );
}
