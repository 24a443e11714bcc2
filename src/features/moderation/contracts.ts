// The staff moderation queue (/admin/reports/): one page of reports with one status, or of staff
// picks, with names resolved and nothing a page should not have.

import type { Privacy } from '../../kernel/document/import-metadata';
import type { ReportStatus } from './rules';

export type QueueTab = ReportStatus | 'staff-picks';

export interface QueuePresentation {
  oid: string;
  title: string;
  path: string;
  /** A URL, or the SVG inline when the public thumbnail route would refuse it (hidden, private). */
  thumbnail: string;
  ownerName: string;
  privacy: Privacy;
  hidden: boolean;
  hiddenReason: string | null;
  staffPick: boolean;
}

export interface QueueReport {
  id: number;
  reason: string;
  details: string;
  createdAt: string;
  status: ReportStatus;
  resolvedAt: string | null;
  resolvedByName: string | null;
  /** null: reported by a signed-out visitor. */
  reporterName: string | null;
  contactEmail: string | null;
  /** The owner asking for a review of their hidden presentation. */
  isReviewRequest: boolean;
  openReports: number;
  presentation: QueuePresentation;
}

export interface ModerationQueue {
  tab: QueueTab;
  page: number;
  pages: number;
  counts: Record<ReportStatus | 'staffPicks', number>;
  reports: QueueReport[];
  staffPicks: QueuePresentation[];
}
