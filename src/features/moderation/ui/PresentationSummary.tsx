// The presentation a queue entry is about: thumbnail, title (a link while others can open it),
// owner and its state badges. Hidden presentations have no link: their page answers 404 to staff.

import { useT } from '../../../i18n/react';
import type { QueuePresentation } from '../contracts';

export function PresentationSummary({ presentation: p }: { presentation: QueuePresentation }) {
  const t = useT();
  return (
    <div className="queue-presentation">
      <img className="queue-presentation__thumb" src={p.thumbnail} alt="" width={160} height={90} />
      <div className="queue-presentation__text">
        <h3 className="queue-presentation__title">{p.hidden ? p.title : <a href={p.path}>{p.title}</a>}</h3>
        {p.ownerName ? (
          <p className="queue-presentation__owner">{t('admin.by', { name: p.ownerName })}</p>
        ) : null}
        <ul className="queue-presentation__badges" aria-label={t('admin.state')}>
          {p.hidden ? <li className="queue-badge queue-badge--danger">{t('admin.badge.hidden')}</li> : null}
          {p.privacy === 'private' ? <li className="queue-badge">{t('dashboard.privacy.private')}</li> : null}
          {p.staffPick ? (
            <li className="queue-badge queue-badge--brand">{t('admin.badge.staffPick')}</li>
          ) : null}
        </ul>
        {p.hidden && p.hiddenReason ? (
          <p className="queue-presentation__reason">{t('admin.hiddenReason', { reason: p.hiddenReason })}</p>
        ) : null}
      </div>
    </div>
  );
}
