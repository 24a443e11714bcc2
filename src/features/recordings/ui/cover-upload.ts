// The cover frame's picture, drawn in the browser, goes up as the body itself with its picture type
// (the server judges it by its bytes). callApi sends a declared JSON body, so this takes the call's
// method and path from the declared table (decision 084) and sends through apiCall, which sends a
// file as it is. Used by the studio after publishing and by the recording's editor on save.
import { type EndpointAnswer, fillPath } from '../../../kernel/endpoint';
import { apiCall, type RequestDeps } from '../../../lib/api-client';
import { recordingsApi } from '../contracts';

export function sendCover(
  oid: string,
  picture: Blob,
  deps: RequestDeps,
): Promise<EndpointAnswer<typeof recordingsApi.cover>> {
  const { method, path } = recordingsApi.cover;
  return apiCall(method, fillPath(path, { oid }), picture, deps);
}
