// @vitest-environment jsdom
// The brand kit calls are declared once (decision 084): each entry of the endpoint table names in
// its path exactly the parameters its schema checks, a GET takes no body, the brand UI builds no
// API address of its own (the logo upload, sent as a file, takes its method and path from the
// table), and the browser's calls still go out with the methods and addresses the server has always
// answered (other clients and the OpenAPI document rely on them).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { itHoldsTheEndpointRules } from '../../../test/helpers/endpoint-table';
import { json, stubApi } from '../../ui-kit/test-support';
import { brandApi } from './contracts';
import { brandSchemas } from './schemas';
import { brandKitApi } from './ui/brand-api';

const UI = path.join(import.meta.dirname, 'ui');
const api = stubApi();

describe('the brand kit calls', () => {
  itHoldsTheEndpointRules(brandApi, brandSchemas, UI);

  const mine = brandKitApi({ kind: 'personal' });
  const tid = 'team00000001';
  const team = brandKitApi({ kind: 'team', tid, name: 'Acme' });
  const style = {
    colors: { primary: '#000000', accent: '#111111', background: '#ffffff', text: '#222222' },
    headingFont: 'system',
    bodyFont: 'lora',
  } as const;
  const logo = new Blob(['png'], { type: 'image/png' });
  it.each<[string, () => Promise<unknown>, string, string]>([
    ['save', () => mine.save(style), 'PUT', '/api/v4/brand-kit/'],
    ['uploadLogo', () => mine.uploadLogo(logo), 'PUT', '/api/v4/brand-kit/logo/'],
    ['removeLogo', () => mine.removeLogo(), 'DELETE', '/api/v4/brand-kit/logo/'],
    ['publish', () => mine.publish(), 'POST', '/api/v4/brand-kit/publish/'],
    ['unpublish', () => mine.unpublish(), 'POST', '/api/v4/brand-kit/unpublish/'],
    ["a team's save", () => team.save(style), 'PUT', `/api/v4/teams/${tid}/brand-kit/`],
    ["a team's uploadLogo", () => team.uploadLogo(logo), 'PUT', `/api/v4/teams/${tid}/brand-kit/logo/`],
    ["a team's removeLogo", () => team.removeLogo(), 'DELETE', `/api/v4/teams/${tid}/brand-kit/logo/`],
    ["a team's publish", () => team.publish(), 'POST', `/api/v4/teams/${tid}/brand-kit/publish/`],
    ["a team's unpublish", () => team.unpublish(), 'POST', `/api/v4/teams/${tid}/brand-kit/unpublish/`],
  ])('%s goes out as the server has always answered it', async (_name, call, method, url) => {
    api.fetch.mockResolvedValue(json(200, {}));
    await call();
    const [sent, init] = api.fetch.mock.calls[0]! as [string, RequestInit];
    expect(`${init.method} ${sent}`).toBe(`${method} ${url}`);
  });

  it('sends the logo as the file it is, with its picture type', async () => {
    api.fetch.mockResolvedValue(json(200, {}));
    await team.uploadLogo(logo);
    const [, init] = api.fetch.mock.calls[0]! as [string, RequestInit];
    expect(init.body).toBe(logo);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('image/png');
  });
});
