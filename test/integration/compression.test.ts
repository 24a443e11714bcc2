// Responses built for the wire, on every dialect: cached anonymous pages
// are sent as stored (brotli or gzip, as the browser accepts), other HTML and JSON above 1 KB are
// compressed on the fly, small answers and request bodies are left alone; anonymous pages may
// enter the back/forward cache.
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Presentation } from '../../src/features/access';
import { presentationPath } from '../../src/kernel/paths';
import { defineActors } from '../helpers/actors';
import { buildCanvasDocument } from '../helpers/documents';
import { DIALECTS, startTestApp, type TestApp } from '../helpers/test-app';

/** A GET that keeps the body as sent (fetch would decode it). */
function raw(url: string, headers: Record<string, string>) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(DIALECTS)('%s: compression', (dialect) => {
  let t: TestApp;
  let p: Presentation;
  const actors = defineActors();
  beforeAll(async () => {
    t = await startTestApp(dialect, { PAGE_CACHE_SECONDS: '10' });
    await actors.build(t);
    p = await actors.sharedPresentation({ title: 'Compressed talk' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a cached anonymous page in the encoding the browser prefers, the same HTML each way', async () => {
    const url = t.url + presentationPath(p);
    const plain = await raw(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const html = plain.body.toString();
    expect(html).toContain('Compressed talk');
    const br = await raw(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(br.body.length).toBeLessThan(html.length / 3);
    const gzip = await raw(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    // One cached copy: its CSP nonce is the one its HTML carries.
    const nonce = /'nonce-([^']+)'/.exec(String(br.headers['content-security-policy']))?.[1];
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it('compresses other HTML and JSON above 1 KB on the fly, and leaves small answers alone', async () => {
    const client = await actors.owner.client();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const page = await raw(`${t.url}/dashboard/next/`, { cookie, 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('</html>');
    const json = await raw(`${t.url}/api/v4/presentation/${p.oid}/`, { 'accept-encoding': 'gzip' });
    expect(json.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(json.body).toString()).oid).toBe(p.oid);
    const small = await raw(`${t.url}/healthz`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('lets anonymous pages into the back/forward cache, and stores no signed-in page', async () => {
    const anonymous = await raw(t.url + presentationPath(p), {});
    expect(anonymous.headers['cache-control']).toBe('private, no-cache');
    const client = await actors.owner.client();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const signedIn = await raw(t.url + presentationPath(p), { cookie });
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('asks for the start screen’s picture once the page is drawn, before the page’s chunks', async () => {
    const html = (await raw(t.url + presentationPath(p), {})).body.toString();
    // In the head, the picture was read on the main thread in front of the first frame.
    expect(html).not.toContain('<link rel="preload" as="image"');
    expect(html).toMatch(
      new RegExp(
        `requestAnimationFrame\\(function\\(\\)\\{var c=\\[\\{"rel":"preload","as":"image","href":"/thumbnails/${p.oid}/[^"]+\\.svg"\\},\\{"rel":"modulepreload"`,
      ),
    );
  });

  it('asks for the page’s chunks from the end of the page, not with its style sheet', async () => {
    const html = (await raw(t.url + presentationPath(p), {})).body.toString();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<link rel="modulepreload"');
    expect(head).not.toContain('requestAnimationFrame(function(){var c=');
    // The entry script, then the script that adds the chunks' links once the page is parsed.
    expect(html).toMatch(
      /<script type="module" [^>]*src="\/assets\/entry-client-[^"]+\.js"><\/script><script nonce="[^"]+">requestAnimationFrame\(function\(\)\{var c=\[[^\]]*\{"rel":"modulepreload","href":"\/assets\/ViewPage-[^"]+\.js"\}\][\s\S]*?<\/script><\/body><\/html>$/,
    );
  });

  it('asks for a canvas deck’s editor and its chunks from the head, with the style sheet', async () => {
    const client = await actors.owner.client();
    const created = await client.request('POST', '/api/v4/presentations/', {
      json: { source: JSON.stringify(buildCanvasDocument({ title: 'Eager editor' })), privacy: 'private' },
    });
    expect(created.status).toBe(201);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const html = (await raw(`${t.url}/p/edit/${(await created.json()).oid}/`, { cookie })).body.toString();
    const head = html.slice(0, html.indexOf('</head>'));
    // The editor shows nothing before its chunk has run: no first frame is worth waiting for.
    expect(head).toMatch(/<link rel="modulepreload" href="\/assets\/canvas-editor-[^"]+\.js">/);
    expect(head).toMatch(/<link rel="modulepreload" href="\/assets\/EditPage-[^"]+\.js">/);
    expect(html).not.toContain('requestAnimationFrame(function(){var c=');
  });

  it('never inflates a compressed request body (a small upload must not become a large one)', async () => {
    const client = await actors.owner.client();
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${t.url}/api/v4/presentation/${p.oid}/`, {
      method: 'PATCH',
      body: gzipSync(JSON.stringify({ title: 'Inflated' })),
      headers: {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        origin: t.url,
        cookie,
        'x-csrftoken': client.csrfToken!,
      },
    });
    expect(response.status).toBe(400);
    const row = await t.handle.db
      .selectFrom('presentations')
      .select('title')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Compressed talk');
  });
});
