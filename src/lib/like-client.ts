// The like and unlike calls (spec §7): PUT and DELETE on the presentation's like path, or the
// view-link path when a link id is known. Headers and errors: see api-client.ts.
import { apiRequest, type RequestDeps } from './api-client';

export interface LikeResult {
  likesCount: number;
  hasLiked: boolean;
}

export function likePath(oid: string, linkId?: string): string {
  return linkId
    ? `/api/v4/presentation/like/?auth_key=${encodeURIComponent(linkId)}&key_type=prezilink`
    : `/api/v4/presentation/${encodeURIComponent(oid)}/like/`;
}

export function sendLike(
  oid: string,
  like: boolean,
  linkId?: string,
  deps?: RequestDeps,
): Promise<LikeResult> {
  return apiRequest<LikeResult>(like ? 'PUT' : 'DELETE', likePath(oid, linkId), deps);
}

const linkQuery = (linkId?: string) =>
  linkId ? `?auth_key=${encodeURIComponent(linkId)}&key_type=prezilink` : '';

type ViewCount = { counted: boolean; viewCount: number; visitId?: string };

/** The view call on `path` ('view' or 'embed-view'), with the page the visitor came from. */
const postView = (
  path: string,
  oid: string,
  linkId: string | undefined,
  referrer: string,
  deps?: RequestDeps,
) =>
  apiRequest<ViewCount>(
    'POST',
    `/api/v4/presentation/${encodeURIComponent(oid)}/${path}/${linkQuery(linkId)}`,
    deps,
    { body: { referrer }, withoutCsrfToken: path === 'embed-view' },
  );

/**
 * Counts this visit when the presentation starts (once per visitor per 30 minutes on the server),
 * with the page the visitor came from (document.referrer) for the owner's statistics.
 */
export const sendView = (oid: string, linkId?: string, referrer = '', deps?: RequestDeps) =>
  postView('view', oid, linkId, referrer, deps);

/** The same from an embed, which may sit in another site's frame: no CSRF cookie reaches it there. */
export const sendEmbedView = (oid: string, linkId?: string, referrer = '', deps?: RequestDeps) =>
  postView('embed-view', oid, linkId, referrer, deps);

/** Make a copy (spec §6): answers the new presentation and where to edit it. */
export function sendCopy(
  oid: string,
  linkId?: string,
  deps?: RequestDeps,
): Promise<{ oid: string; redirectUrl: string }> {
  return apiRequest(
    'POST',
    `/api/v4/presentation/${encodeURIComponent(oid)}/copy/${linkQuery(linkId)}`,
    deps,
  );
}
