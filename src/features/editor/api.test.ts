// @vitest-environment jsdom
// The editor's calls are declared once (decision 084): each entry of the endpoint table names in
// its path exactly the parameters its schema checks, a GET takes no body, the editor UI builds no
// API address of its own, and each declared call still goes out with the method and address the
// server has always answered (other clients and the OpenAPI document rely on them; the component
// tests check which call each action makes).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { itHoldsTheEndpointRules } from '../../../test/helpers/endpoint-table';
import { callApi } from '../../lib/api-client';
import { json, stubApi } from '../../ui-kit/test-support';
import { editorApi } from './contracts';
import { editorSchemas } from './schemas';

const UI = path.join(import.meta.dirname, 'ui');
const api = stubApi();

describe('the editor calls', () => {
  itHoldsTheEndpointRules(editorApi, editorSchemas, UI);

  const oid = 'abc123def456';
  const base = `/api/v4/presentation/${oid}`;
  it.each<[string, () => Promise<unknown>, string, string]>([
    [
      'save',
      () =>
        callApi(editorApi.save, {
          params: { oid },
          body: { source: '# Hi', format: 'markdown', baseUpdatedAt: '2026-01-01T00:00:00.000Z' },
        }),
      'PUT',
      `${base}/document/`,
    ],
    ['versions', () => callApi(editorApi.versions, { params: { oid } }), 'GET', `${base}/versions/`],
    [
      'restore',
      () => callApi(editorApi.restore, { params: { oid, id: 3 } }),
      'POST',
      `${base}/versions/3/restore/`,
    ],
    ['comments', () => callApi(editorApi.comments, { params: { oid } }), 'GET', `${base}/comments/`],
    [
      'addComment',
      () => callApi(editorApi.addComment, { params: { oid }, body: { step: 1, body: 'Hi' } }),
      'POST',
      `${base}/comments/`,
    ],
    [
      'removeComment',
      () => callApi(editorApi.removeComment, { params: { oid, id: 2 } }),
      'DELETE',
      `${base}/comments/2/`,
    ],
  ])('%s goes out as the server has always answered it', async (_name, call, method, url) => {
    api.fetch.mockResolvedValue(json(200, {}));
    await call();
    const [sent, init] = api.fetch.mock.calls[0]! as [string, RequestInit];
    expect(`${init.method} ${sent}`).toBe(`${method} ${url}`);
  });
});
