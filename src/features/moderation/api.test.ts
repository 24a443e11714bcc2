// @vitest-environment jsdom
// The moderation calls are declared once (decision 084): each entry of the endpoint table names in
// its path exactly the parameters its schema checks, a GET takes no body, the moderation UI builds
// no API address of its own, and the browser's calls still go out with the methods and addresses
// the server has always answered (other clients and the OpenAPI document rely on them).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { itHoldsTheEndpointRules } from '../../../test/helpers/endpoint-table';
import { json, stubApi } from '../../ui-kit/test-support';
import { moderationApi } from './contracts';
import { moderationSchemas } from './schemas';
import { moderationClient } from './ui/moderation-client';

const UI = path.join(import.meta.dirname, 'ui');
const api = stubApi();

describe('the moderation calls', () => {
  itHoldsTheEndpointRules(moderationApi, moderationSchemas, UI);

  const oid = 'deck00000001';
  it.each<[string, () => Promise<unknown>, string, string]>([
    ['hide', () => moderationClient.hide(12, 'Spam'), 'POST', '/api/admin/reports/12/hide/'],
    ['dismiss', () => moderationClient.dismiss(12), 'POST', '/api/admin/reports/12/dismiss/'],
    ['unhide', () => moderationClient.unhide(oid), 'POST', `/api/admin/presentations/${oid}/unhide/`],
    [
      'a staff pick',
      () => moderationClient.setStaffPick(oid, true),
      'PUT',
      `/api/admin/presentations/${oid}/staff-pick/`,
    ],
    [
      'a staff pick taken back',
      () => moderationClient.setStaffPick(oid, false),
      'DELETE',
      `/api/admin/presentations/${oid}/staff-pick/`,
    ],
    [
      'a review request',
      () => moderationClient.requestReview(oid, 'Fixed it'),
      'POST',
      `/api/v4/presentation/${oid}/review-request/`,
    ],
  ])('%s goes out as the server has always answered it', async (_name, call, method, url) => {
    api.fetch.mockResolvedValue(json(200, {}));
    await call();
    const [sent, init] = api.fetch.mock.calls[0]! as [string, RequestInit];
    expect(`${init.method} ${sent}`).toBe(`${method} ${url}`);
  });
});
