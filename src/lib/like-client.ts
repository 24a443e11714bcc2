// The like and unlike calls (spec §7): PUT and DELETE on the presentation's like path, or the
// view-link path when a link id is known; the view calls and Make a copy. Their methods and paths
// are the viewing and publishing features' declared calls (decision 084). Headers and errors:
// see api-client.ts (apiRequest: a failure rejects with the status text).

import { publishingApi } from '../features/publishing/contracts';
import { type LikeState, viewingApi } from '../features/viewing/contracts';
import type { Endpoint, EndpointAnswer, EndpointInput } from '../kernel/endpoint';
import { apiRequest, declaredPath, type RequestDeps } from './api-client';

export type LikeResult = LikeState;

/** The spec's view-link query on calls by oid (`?auth_key={link_id}&key_type=prezilink`). */
const linkQuery = (linkId?: string) =>
  linkId ? { auth_key: linkId, key_type: 'prezilink' as const } : undefined;

/** A declared call sent by apiRequest (POST, PUT or DELETE). */
const send = <E extends Endpoint<Endpoint['schema'] & object, 'POST' | 'PUT' | 'DELETE'>>(
  endpoint: E,
  input: Pick<EndpointInput<E>, 'params' | 'query'>,
  deps?: RequestDeps,
  options?: { body?: unknown; withoutCsrfToken?: boolean },
) => apiRequest<EndpointAnswer<E>>(endpoint.method, declaredPath(endpoint, input), deps, options);

export function likePath(oid: string, linkId?: string): string {
  return linkId
    ? declaredPath(viewingApi.likeByLink, { query: { auth_key: linkId, key_type: 'prezilink' } })
    : declaredPath(viewingApi.like, { params: { oid } });
}

export function sendLike(
  oid: string,
  like: boolean,
  linkId?: string,
  deps?: RequestDeps,
): Promise<LikeResult> {
  if (linkId)
    return send(like ? viewingApi.likeByLink : viewingApi.unlikeByLink, { query: linkQuery(linkId) }, deps);
  return send(like ? viewingApi.like : viewingApi.unlike, { params: { oid } }, deps);
}

/**
 * Counts this visit when the presentation starts (once per visitor per 30 minutes on the server),
 * with the page the visitor came from (document.referrer) for the owner's statistics.
 */
export const sendView = (oid: string, linkId?: string, referrer = '', deps?: RequestDeps) =>
  send(viewingApi.view, { params: { oid }, query: linkQuery(linkId) }, deps, { body: { referrer } });

/** The same from an embed, which may sit in another site's frame: no CSRF cookie reaches it there. */
export const sendEmbedView = (oid: string, linkId?: string, referrer = '', deps?: RequestDeps) =>
  send(viewingApi.embedView, { params: { oid }, query: linkQuery(linkId) }, deps, {
    body: { referrer },
    withoutCsrfToken: true,
  });

/** Make a copy (spec §6): answers the new presentation and where to edit it. */
export function sendCopy(oid: string, linkId?: string, deps?: RequestDeps) {
  return send(publishingApi.copy, { params: { oid }, query: linkQuery(linkId) }, deps);
}
