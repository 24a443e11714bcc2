// The queue's views as links (they are pages: bookmarkable, work without scripts), each with its count.

import type { MessageId } from '../../../i18n/catalogs';
import { useT } from '../../../i18n/react';
import type { ModerationQueue, QueueTab } from '../contracts';

const TABS: { tab: QueueTab; label: MessageId; count: keyof ModerationQueue['counts'] }[] = [
  { tab: 'open', label: 'admin.tab.open', count: 'open' },
  { tab: 'hidden', label: 'admin.tab.hidden', count: 'hidden' },
  { tab: 'dismissed', label: 'admin.tab.dismissed', count: 'dismissed' },
  { tab: 'staff-picks', label: 'listing.gallery', count: 'staffPicks' },
];

export const tabPath = (tab: QueueTab, page = 1) => {
  const query = new URLSearchParams();
  if (tab !== 'open') query.set('tab', tab);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/admin/reports/${search ? `?${search}` : ''}`;
};

export function QueueTabs({ current, counts }: { current: QueueTab; counts: ModerationQueue['counts'] }) {
  const t = useT();
  return (
    <nav className="queue-tabs" aria-label={t('admin.views')}>
      {TABS.map(({ tab, label, count }) => (
        <a
          key={tab}
          href={tabPath(tab)}
          className="queue-tabs__tab"
          aria-current={tab === current ? 'page' : undefined}
        >
          {t(label)} <span className="queue-tabs__count">{counts[count]}</span>
        </a>
      ))}
    </nav>
  );
}
