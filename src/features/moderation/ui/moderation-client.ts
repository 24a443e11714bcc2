// The browser's moderation calls, declared in the feature's contracts (moderationApi): each resolves
// to the server's answer or rejects with an ApiError carrying the server's message, which the
// caller shows.
import { callApi } from '../../../lib/api-client';
import { moderationApi } from '../contracts';

export const moderationClient = {
  hide: (reportId: number, reason: string) =>
    callApi(moderationApi.hide, { params: { id: reportId }, body: { reason } }),
  dismiss: (reportId: number) => callApi(moderationApi.dismiss, { params: { id: reportId } }),
  unhide: (oid: string) => callApi(moderationApi.unhide, { params: { oid } }),
  setStaffPick: (oid: string, picked: boolean) =>
    callApi(picked ? moderationApi.pickStaff : moderationApi.unpickStaff, { params: { oid } }),
  requestReview: (oid: string, message: string) =>
    callApi(moderationApi.requestReview, { params: { oid }, body: { message } }),
};

export type ModerationClient = typeof moderationClient;
