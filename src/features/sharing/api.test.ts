// @vitest-environment jsdom
// The share-link calls of the settings page are declared once (decision 084): each entry of the
// endpoint table names in its path exactly the parameters its schemas check, a GET takes no body,
// the share-link UI builds no API address of its own (a link made without rules, sent without a
// body, takes its method and path from the table), and each call still goes out with the method and
// address the server has always answered.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { itHoldsTheEndpointRules } from '../../../test/helpers/endpoint-table';
import { callApi } from '../../lib/api-client';
import { json, stubApi } from '../../ui-kit/test-support';
import { shareLinksApi } from './contracts';
import { shareLinkSchemas } from './schemas';

const UI = path.join(import.meta.dirname, 'ui');
const api = stubApi();

describe('the share-link calls', () => {
  itHoldsTheEndpointRules(shareLinksApi, shareLinkSchemas, UI);

  const oid = 'abc123def456';
  const linkId = 'k3y0000000000000';
  it.each<[string, () => Promise<unknown>, string, string]>([
    [
      'links',
      () => callApi(shareLinksApi.links, { params: { oid } }),
      'GET',
      `/api/v4/presentation/${oid}/links/`,
    ],
    [
      'createLink',
      () => callApi(shareLinksApi.createLink, { params: { oid }, body: { name: 'Board' } }),
      'POST',
      `/api/v4/presentation/${oid}/links/`,
    ],
    [
      'changeLink',
      () => callApi(shareLinksApi.changeLink, { params: { oid, linkId }, body: { notify: 'first' } }),
      'PATCH',
      `/api/v4/presentation/${oid}/links/${linkId}/`,
    ],
    [
      'revokeLink',
      () => callApi(shareLinksApi.revokeLink, { params: { oid, linkId } }),
      'DELETE',
      `/api/v4/presentation/${oid}/links/${linkId}/`,
    ],
  ])('%s goes out as the server has always answered it', async (_name, call, method, url) => {
    api.fetch.mockResolvedValue(json(200, {}));
    await call();
    const [sent, init] = api.fetch.mock.calls[0]! as [string, RequestInit];
    expect(`${init.method} ${sent}`).toBe(`${method} ${url}`);
  });
});
