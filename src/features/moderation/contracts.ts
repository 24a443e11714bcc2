// The staff moderation queue (/admin/reports/): one page of reports with one status, or of staff
// picks, with names resolved and nothing a page should not have; and the moderation calls, whose
// shapes are declared once as the TypeBox schemas in schemas.ts (decision 084), imported here as
// types only, so the browser, which loads this file, never loads TypeBox.

import type { Privacy } from '../../kernel/document/import-metadata';
import { endpoints } from '../../kernel/endpoint';
import type { ReportStatus } from './rules';
import type * as schemas from './schemas';

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

/**
 * The moderation calls: method and path, plain data the browser's calls and the routes share.
 * Their schemas are schemas.ts's moderationSchemas, entry by entry.
 */
export const moderationApi = endpoints<typeof schemas.moderationSchemas>()({
  hide: { method: 'POST', path: '/api/admin/reports/:id/hide/' },
  dismiss: { method: 'POST', path: '/api/admin/reports/:id/dismiss/' },
  unhide: { method: 'POST', path: '/api/admin/presentations/:oid/unhide/' },
  pickStaff: { method: 'PUT', path: '/api/admin/presentations/:oid/staff-pick/' },
  unpickStaff: { method: 'DELETE', path: '/api/admin/presentations/:oid/staff-pick/' },
  requestReview: { method: 'POST', path: '/api/v4/presentation/:oid/review-request/' },
});
