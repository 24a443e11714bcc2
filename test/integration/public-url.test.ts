// The site's public address: no Host or X-Forwarded-Host header can put
// another site's address into a page another visitor gets, on every dialect.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../src/features/access';
import { presentationPath } from '../../src/kernel/paths';
import { buildPresentation, buildUser } from '../helpers/factories';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

/** A GET with headers fetch() will not send (Host among them). */
function get(t: TestApp, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = httpRequest(`${t.url}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(DIALECTS)('%s: the public address', (dialect) => {
  describe('without PUBLIC_URL (this machine only)', () => {
    let t: TestApp;
    let path: string;
    beforeAll(async () => {
      t = await startTestApp(dialect, { PAGE_CACHE_SECONDS: '10', TRUST_PROXY: '1' });
      path = presentationPath(await buildPresentation(t.handle, await buildUser(t.handle)));
    });
    afterAll(async () => {
      await t.close();
    });

    it('keeps a page asked for under another host out of every other visitor’s cache', async () => {
      const poisoned = await get(t, path, { host: 'evil.example' });
      expect(poisoned.status).toBe(200);
      expect(poisoned.body).toContain('http://evil.example/');
      const forwarded = await get(t, `${path}?utm_source=x`, { 'x-forwarded-host': 'evil.example' });
      expect(forwarded.body).toContain('http://evil.example/');
      for (const query of ['', '?utm_source=x']) {
        const page = await get(t, `${path}${query}`);
        expect(page.status).toBe(200);
        expect(page.body).not.toContain('evil.example');
        expect(page.body).toContain(`<link rel="canonical" href="${t.url}${path}"`);
      }
    });
  });

  describe('with PUBLIC_URL', () => {
    let t: TestApp;
    let p: Presentation;
    const site = 'https://podium.example.com';
    beforeAll(async () => {
      t = await startTestApp(dialect, { PUBLIC_URL: site, PAGE_CACHE_SECONDS: '10', TRUST_PROXY: '1' });
      p = await buildPresentation(t.handle, await buildUser(t.handle));
    });
    afterAll(async () => {
      await t.close();
    });

    it('builds every absolute address from PUBLIC_URL', async () => {
      for (const host of ['podium.example.com', 'PODIUM.example.com:443']) {
        const page = await get(t, presentationPath(p), { host });
        expect(page.status, host).toBe(200);
        expect(page.body).toContain(`<link rel="canonical" href="${site}${presentationPath(p)}"`);
        expect(page.body).toContain(`content="${site}${presentationPath(p)}"`);
        expect(page.body).not.toContain('127.0.0.1');
      }
    });

    it('answers 421 to requests for any other host, on pages and the API', async () => {
      const others: Record<string, string>[] = [
        { host: 'evil.example' },
        { host: 'podium.example.com.evil.example' },
        { host: 'podium.example.com', 'x-forwarded-host': 'evil.example' },
        {}, // 127.0.0.1:port, as a client on this machine would send
      ];
      for (const headers of others) {
        const page = await get(t, presentationPath(p), { accept: 'text/html', ...headers });
        expect(page.status, JSON.stringify(headers)).toBe(421);
        expect(page.type).toMatch(/text\/html/);
        expect(page.body).toContain('This server answers for podium.example.com only.');
        expect(page.body).not.toContain('evil.example');
        const api = await get(t, `/api/v4/presentation/${p.oid}/`, headers);
        expect(api.status).toBe(421);
        expect(JSON.parse(api.body)).toEqual({
          error: {
            code: 'misdirected_request',
            message: 'This server answers for podium.example.com only.',
          },
        });
      }
      const page = await get(t, presentationPath(p), { host: 'podium.example.com' });
      expect(page.body).not.toContain('evil.example');
    });
  });
});
