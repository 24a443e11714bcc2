// The browser's moderation calls (the feature's routes.ts): each resolves to the server's answer or
// rejects with an ApiError carrying the server's message, which the caller shows.
import { apiCall } from '../../../lib/api-client';

export const moderationClient = {
  hide: (reportId: number, reason: string) =>
    apiCall<{ oid: string; hidden: true; hiddenReason: string; resolvedReports: number }>(
      'POST',
      `/api/admin/reports/${reportId}/hide/`,
      { reason },
    ),
  dismiss: (reportId: number) =>
    apiCall<{ id: number; status: 'dismissed' }>('POST', `/api/admin/reports/${reportId}/dismiss/`),
  unhide: (oid: string) =>
    apiCall<{ oid: string; hidden: false; resolvedReports: number }>(
      'POST',
      `/api/admin/presentations/${oid}/unhide/`,
    ),
  setStaffPick: (oid: string, picked: boolean) =>
    apiCall<{ oid: string; staffPick: boolean }>(
      picked ? 'PUT' : 'DELETE',
      `/api/admin/presentations/${oid}/staff-pick/`,
    ),
  requestReview: (oid: string, message: string) =>
    apiCall<{ id: number; status: 'open' }>('POST', `/api/v4/presentation/${oid}/review-request/`, {
      message,
    }),
};

export type ModerationClient = typeof moderationClient;
