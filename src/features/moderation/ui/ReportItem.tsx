// One report in the moderation queue: the presentation, why it was reported and by whom, and the
// staff actions that fit its state — hide (after confirming a reason) or dismiss while open,
// unhide once hidden, and mark or unmark as a staff pick.

import { useState } from 'react';
import type { MessageId } from '../../../i18n/catalogs';
import { useT } from '../../../i18n/react';
import { isListed } from '../../../kernel/access/permissions';
import type { QueueReport } from '../contracts';
import { REPORT_REASONS } from '../rules';
import { HideForm } from './HideForm';
import { PresentationSummary } from './PresentationSummary';

export interface ReportActions {
  onHide: (reason: string) => void;
  onDismiss: () => void;
  onUnhide: () => void;
  onStaffPick: (picked: boolean) => void;
}

export interface ReportItemProps extends ReportActions {
  report: QueueReport;
  formatDate: (iso: string) => string;
  busy: boolean;
  error: string | null;
}

/** The human label of a stored reason; an unknown one (from an older list) is shown as stored. */
export function useReasonLabel() {
  const t = useT();
  return (reason: string) =>
    (REPORT_REASONS as readonly string[]).includes(reason)
      ? t(`report.reason.${reason}` as MessageId)
      : reason;
}

export function ReportItem({ report: r, formatDate, busy, error, ...actions }: ReportItemProps) {
  const t = useT();
  const reasonLabel = useReasonLabel();
  const [confirming, setConfirming] = useState(false);
  const p = r.presentation;
  return (
    <li className="queue-item">
      <article aria-label={p.title}>
        <PresentationSummary presentation={p} />
        <ReportFacts report={r} formatDate={formatDate} />
        <blockquote className="queue-item__details">{r.details}</blockquote>
        {r.status !== 'open' && r.resolvedAt ? (
          <p className="queue-item__resolved">
            {t(r.status === 'hidden' ? 'admin.resolved.hidden' : 'admin.resolved.dismissed', {
              name: r.resolvedByName ?? '—',
              date: formatDate(r.resolvedAt),
            })}
          </p>
        ) : null}
        {error ? (
          <p className="form-alert" role="alert">
            {error}
          </p>
        ) : null}
        {confirming ? (
          <HideForm
            defaultReason={p.hiddenReason ?? reasonLabel(r.reason)}
            busy={busy}
            onConfirm={actions.onHide}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <ReportButtons report={r} busy={busy} actions={actions} onHide={() => setConfirming(true)} />
        )}
      </article>
    </li>
  );
}

/** Why it was reported and by whom (a review request says so instead), when, and how many are open. */
function ReportFacts({ report: r, formatDate }: Pick<ReportItemProps, 'report' | 'formatDate'>) {
  const t = useT();
  const reasonLabel = useReasonLabel();
  return (
    <dl className="queue-item__facts">
      <div>
        <dt>{t('report.reason')}</dt>
        <dd>
          {r.isReviewRequest ? (
            <strong className="queue-badge queue-badge--brand">{t('admin.reviewRequest')}</strong>
          ) : (
            reasonLabel(r.reason)
          )}
        </dd>
      </div>
      <div>
        <dt>{t('admin.reporter')}</dt>
        <dd>
          <span>{r.reporterName ?? t('admin.anonymous')}</span>
          {r.contactEmail ? (
            <>
              {' · '}
              <a href={`mailto:${r.contactEmail}`}>{r.contactEmail}</a>
            </>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t('admin.reportedOn')}</dt>
        <dd>
          <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
        </dd>
      </div>
      <div>
        <dt>{t('admin.openReportsLabel')}</dt>
        <dd>{t('admin.openReports', { n: r.openReports })}</dd>
      </div>
    </dl>
  );
}

interface ReportButtonsProps {
  report: QueueReport;
  busy: boolean;
  actions: ReportActions;
  /** Hide asks for a reason first. */
  onHide: () => void;
}

/** The staff actions that fit the report's state: hide or dismiss while open, unhide, staff pick. */
function ReportButtons({ report: r, busy, actions, onHide }: ReportButtonsProps) {
  const t = useT();
  const p = r.presentation;
  return (
    <div className="queue-actions">
      {r.status === 'open' ? (
        <>
          <button type="button" className="button button--danger" disabled={busy} onClick={onHide}>
            {p.hidden ? t('admin.keepHidden') : t('admin.hide')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={actions.onDismiss}>
            {t('admin.dismiss')}
          </button>
        </>
      ) : null}
      {p.hidden ? (
        <button type="button" className="button" disabled={busy} onClick={actions.onUnhide}>
          {t('admin.unhide')}
        </button>
      ) : null}
      {isListed(p) ? (
        <button
          type="button"
          className="button"
          aria-pressed={p.staffPick}
          disabled={busy}
          onClick={() => actions.onStaffPick(!p.staffPick)}
        >
          {p.staffPick ? t('admin.unmarkPick') : t('admin.markPick')}
        </button>
      ) : null}
    </div>
  );
}
