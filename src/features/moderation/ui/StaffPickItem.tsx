// One staff pick on the queue's "Staff picks" tab, with its unmark button.

import { useT } from '../../../i18n/react';
import type { QueuePresentation } from '../contracts';
import { PresentationSummary } from './PresentationSummary';

export interface StaffPickItemProps {
  presentation: QueuePresentation;
  busy: boolean;
  error: string | null;
  onUnmark: () => void;
}

export function StaffPickItem({ presentation, busy, error, onUnmark }: StaffPickItemProps) {
  const t = useT();
  return (
    <li className="queue-item">
      <article aria-label={presentation.title}>
        <PresentationSummary presentation={presentation} />
        {error ? (
          <p className="form-alert" role="alert">
            {error}
          </p>
        ) : null}
        <div className="queue-actions">
          <button type="button" className="button" disabled={busy} onClick={onUnmark}>
            {t('admin.unmarkPick')}
          </button>
        </div>
      </article>
    </li>
  );
}
