// @vitest-environment jsdom
// The live calls are declared once (decision 084): each entry of the endpoint table names in its
// path exactly the parameters its schema checks, a GET takes no body, the live UI builds no API
// address of its own (the event stream's is filled from its declared path), and the browser's
// calls still go out with the methods and addresses the server has always answered (other clients
// and the OpenAPI document rely on them).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { itHoldsTheEndpointRules } from '../../../test/helpers/endpoint-table';
import { json, stubApi } from '../../ui-kit/test-support';
import { liveApi } from './contracts';
import { liveSchemas } from './schemas';
import { liveClient } from './ui/live-client';
import { liveEventsPath } from './ui/useLiveEvents';

const UI = path.join(import.meta.dirname, 'ui');
const api = stubApi();

describe('the live calls', () => {
  itHoldsTheEndpointRules(liveApi, liveSchemas, UI);

  it('opens the event stream at the address the server has always served', () => {
    expect(liveEventsPath('abc234')).toBe('/api/v4/live/abc234/events');
  });

  const oid = 'deck00000001';
  const code = 'abc234';
  it.each<[string, () => Promise<unknown>, string, string]>([
    ['openSession', () => liveClient.openSession(oid), 'GET', `/api/v4/presentation/${oid}/live/`],
    ['start', () => liveClient.start(oid), 'POST', `/api/v4/presentation/${oid}/live/`],
    ['step', () => liveClient.step(code, 3), 'POST', `/api/v4/live/${code}/step`],
    ['end', () => liveClient.end(code), 'POST', `/api/v4/live/${code}/end`],
    ['react', () => liveClient.react(code, '👏'), 'POST', `/api/v4/live/${code}/reactions`],
    ['ask', () => liveClient.ask(code, 'Why?'), 'POST', `/api/v4/live/${code}/questions`],
    ['vote', () => liveClient.vote(code, 7), 'POST', `/api/v4/live/${code}/questions/7/vote`],
    [
      'moderate',
      () => liveClient.moderate(code, 7, 'hide'),
      'POST',
      `/api/v4/live/${code}/questions/7/moderate`,
    ],
  ])('%s goes out as the server has always answered it', async (_name, call, method, url) => {
    api.fetch.mockResolvedValue(json(200, {}));
    await call();
    const [sent, init] = api.fetch.mock.calls[0]! as [string, RequestInit];
    expect(`${init.method} ${sent}`).toBe(`${method} ${url}`);
  });
});
