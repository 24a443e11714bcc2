// The like and unlike calls (spec §7): JSON content type, X-CSRFToken from the csrftoken cookie,
// the view-link path when a link id is known; a non-OK response rejects with its status text.
import { readCookie } from './cookies';

export interface LikeResult {
  likesCount: number;
  hasLiked: boolean;
}

export function likePath(oid: string, linkId?: string): string {
  return linkId
    ? `/api/v4/presentation/like/?auth_key=${encodeURIComponent(linkId)}&key_type=prezilink`
    : `/api/v4/presentation/${encodeURIComponent(oid)}/like/`;
}

export async function sendLike(oid: string, like: boolean, linkId?: string): Promise<LikeResult> {
  const token = readCookie('csrftoken');
  if (!token) throw new Error('Cannot make request without CSRF token.');
  const response = await fetch(likePath(oid, linkId), {
    method: like ? 'PUT' : 'DELETE',
    headers: { 'Content-Type': 'application/json', 'X-CSRFToken': token },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(response.statusText);
  return (await response.json()) as LikeResult;
}

/** Counts this visit (once per visitor per 30 minutes on the server) and returns the live count. */
export async function sendView(oid: string, linkId?: string): Promise<{ viewCount: number }> {
  const token = readCookie('csrftoken');
  if (!token) throw new Error('Cannot make request without CSRF token.');
  const query = linkId ? `?auth_key=${encodeURIComponent(linkId)}&key_type=prezilink` : '';
  const response = await fetch(`/api/v4/presentation/${encodeURIComponent(oid)}/view/${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRFToken': token },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(response.statusText);
  return (await response.json()) as { viewCount: number };
}
