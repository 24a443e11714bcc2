// Staff moderation queue (/admin/reports/): open, hidden and dismissed reports and the staff picks,
// 50 to a page. Actions are JSON calls; the list follows them in place and a live region says
// what happened.

import type { MessageId } from '../../../../i18n/catalogs';
import { useT } from '../../../../i18n/react';
import type { PageProps } from '../../../../kernel/site';
import { SiteHeader } from '../../../../ui-kit/header/SiteHeader';
import type { ModerationQueue } from '../../contracts';
import { type ModerationClient, moderationClient } from '../moderation-client';
import { QueueTabs, tabPath } from '../QueueTabs';
import { ReportItem } from '../ReportItem';
import { StaffPickItem } from '../StaffPickItem';
import { useModerationQueue } from '../useModerationQueue';
import '../../../../ui-kit/common/forms.css';
import './AdminReportsPage.css';

export interface AdminReportsPageProps extends PageProps {
  queue: ModerationQueue;
  /** The moderation calls; tests pass their own. */
  client?: ModerationClient;
}

const EMPTY: Record<ModerationQueue['tab'], MessageId> = {
  open: 'admin.empty.open',
  hidden: 'admin.empty.hidden',
  dismissed: 'admin.empty.dismissed',
  'staff-picks': 'admin.empty.staffPicks',
};

function useDateFormat(lang: string) {
  const format = new Intl.DateTimeFormat(lang, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  return (iso: string) => format.format(new Date(iso));
}

export default function AdminReportsPage({ site, queue, client = moderationClient }: AdminReportsPageProps) {
  const t = useT();
  const formatDate = useDateFormat(site.lang);
  const q = useModerationQueue(queue, client);
  const { tab, counts, reports, staffPicks } = q.state;
  const isEmpty = tab === 'staff-picks' ? staffPicks.length === 0 : reports.length === 0;

  return (
    <>
      <SiteHeader site={site} />
      <main className="page admin-page">
        <header className="admin-page__header">
          <h1>{t('admin.title')}</h1>
          <p>{t('admin.lead')}</p>
        </header>
        <QueueTabs current={tab} counts={counts} />
        <p className="admin-page__status" role="status" aria-live="polite">
          {q.status}
        </p>
        {isEmpty ? (
          <p className="admin-page__empty">{t(EMPTY[tab])}</p>
        ) : (
          <ul className="queue-list">
            {tab === 'staff-picks'
              ? staffPicks.map((p) => {
                  const key = `pick:${p.oid}` as const;
                  return (
                    <StaffPickItem
                      key={key}
                      presentation={p}
                      busy={q.busy === key}
                      error={q.errorOf(key)}
                      onUnmark={() => q.setStaffPick(key, p.oid, p.title, false)}
                    />
                  );
                })
              : reports.map((r) => {
                  const key = `report:${r.id}` as const;
                  const { oid, title } = r.presentation;
                  return (
                    <ReportItem
                      key={key}
                      report={r}
                      formatDate={formatDate}
                      busy={q.busy === key}
                      error={q.errorOf(key)}
                      onHide={(reason) => q.hide(key, r.id, title, reason)}
                      onDismiss={() => q.dismiss(key, r.id)}
                      onUnhide={() => q.unhide(key, oid, title)}
                      onStaffPick={(picked) => q.setStaffPick(key, oid, title, picked)}
                    />
                  );
                })}
          </ul>
        )}
        {queue.pages > 1 ? (
          <nav className="admin-page__pages" aria-label={t('listing.pagination')}>
            {queue.page > 1 ? (
              <a className="button" href={tabPath(tab, queue.page - 1)} rel="prev">
                {t('listing.previous')}
              </a>
            ) : null}
            <span>{t('listing.pageOf', { page: queue.page, pages: queue.pages })}</span>
            {queue.page < queue.pages ? (
              <a className="button" href={tabPath(tab, queue.page + 1)} rel="next">
                {t('listing.next')}
              </a>
            ) : null}
          </nav>
        ) : null}
      </main>
    </>
  );
}
