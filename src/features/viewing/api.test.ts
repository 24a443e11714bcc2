// @vitest-environment jsdom
// The viewing calls are declared once (decision 084): each entry of the endpoint table names in its
// path exactly the parameters its schema checks, a GET takes no body, the viewing UI builds no API
// address of its own, and the browser's calls (src/lib/like-client.ts) still go out with the
// methods, addresses and CSRF headers the server has always answered.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { itHoldsTheEndpointRules } from '../../../test/helpers/endpoint-table';
import { sendCopy, sendEmbedView, sendLike, sendView } from '../../lib/like-client';
import { json, stubApi } from '../../ui-kit/test-support';
import { viewingApi } from './contracts';
import { viewingSchemas } from './schemas';

const UI = path.join(import.meta.dirname, 'ui');
const api = stubApi();

describe('the viewing calls', () => {
  itHoldsTheEndpointRules(viewingApi, viewingSchemas, UI);

  const oid = 'deck00000001';
  const link = 'link0123456789ab';
  const byLink = `?auth_key=${link}&key_type=prezilink`;
  it.each<[string, () => Promise<unknown>, string, string, boolean]>([
    ['like', () => sendLike(oid, true), 'PUT', `/api/v4/presentation/${oid}/like/`, true],
    ['unlike', () => sendLike(oid, false), 'DELETE', `/api/v4/presentation/${oid}/like/`, true],
    [
      'like by share link',
      () => sendLike(oid, true, link),
      'PUT',
      `/api/v4/presentation/like/${byLink}`,
      true,
    ],
    [
      'unlike by share link',
      () => sendLike(oid, false, link),
      'DELETE',
      `/api/v4/presentation/like/${byLink}`,
      true,
    ],
    ['a view', () => sendView(oid), 'POST', `/api/v4/presentation/${oid}/view/`, true],
    [
      'a view by share link',
      () => sendView(oid, link),
      'POST',
      `/api/v4/presentation/${oid}/view/${byLink}`,
      true,
    ],
    ["an embed's view", () => sendEmbedView(oid), 'POST', `/api/v4/presentation/${oid}/embed-view/`, false],
    ['a copy', () => sendCopy(oid), 'POST', `/api/v4/presentation/${oid}/copy/`, true],
    [
      'a copy by share link',
      () => sendCopy(oid, link),
      'POST',
      `/api/v4/presentation/${oid}/copy/${byLink}`,
      true,
    ],
  ])('%s goes out as the server has always answered it', async (_name, call, method, url, csrf) => {
    api.fetch.mockResolvedValue(json(200, {}));
    await call();
    const [sent, init] = api.fetch.mock.calls[0]! as [string, RequestInit];
    expect(`${init.method} ${sent}`).toBe(`${method} ${url}`);
    expect('X-CSRFToken' in (init.headers as Record<string, string>)).toBe(csrf);
  });
});
