// The production recipe of docs/DEPLOY.md, run for real: Debian's nginx with
// deploy/nginx.conf (only its host name, ports, certificate and cache folder swapped for the
// test's) terminates TLS in front of the production build started with PUBLIC_URL and
// TRUST_PROXY=1. A person loads a view page, logs in, likes a talk and publishes a PDF through it;
// assets come compressed and from nginx's cache; spoofed hosts and forwarded addresses get nowhere.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as plainRequest } from 'node:http';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxTempPaths } from '../helpers/nginx';
import { makePdf } from '../helpers/pdf';
import { waitUntil } from '../helpers/wait-until';
import { blankCanvas } from './canvas-editor-pages';
import { DEMO_PASSWORD, freePort, launchBrowser, logIn } from './server';

const NGINX = '/usr/sbin/nginx';
const work = mkdtempSync(path.join(tmpdir(), 'podium-nginx-'));
let podium: ChildProcess | undefined;
let nginx: ChildProcess | undefined;
let browser: Browser | undefined;
let origin = '';
let httpPort = 0;
let certificate = '';

/** deploy/nginx.conf with `from` replaced by `to`: every swap must find its text, so the file under test is the file we ship. */
function swap(config: string, from: string, to: string): string {
  if (!config.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"`);
  return config.replaceAll(from, to);
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTPS request that trusts the test's certificate (fetch would refuse it). */
function send(
  pathName: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${origin}${pathName}`,
      { method: options.method ?? 'GET', headers: options.headers, ca: certificate, servername: 'localhost' },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

beforeAll(async () => {
  if (!existsSync(NGINX))
    throw new Error(`nginx not found at ${NGINX}: install Debian's nginx (apt-get install nginx)`);
  const [podiumPort, httpsPort] = [await freePort(), await freePort()];
  httpPort = await freePort();
  origin = `https://localhost:${httpsPort}`;
  // nginx's workers run as an unprivileged user: they need to write its temp and cache folders.
  chmodSync(work, 0o777);

  const key = path.join(work, 'key.pem');
  const cert = path.join(work, 'cert.pem');
  const made = spawnSync('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  certificate = readFileSync(cert, 'utf8');

  let site = readFileSync('deploy/nginx.conf', 'utf8');
  site = swap(site, 'server 127.0.0.1:3000;', `server 127.0.0.1:${podiumPort};`);
  site = swap(site, '    listen [::]:80;\n', '');
  site = swap(site, '    listen [::]:443 ssl http2;\n', '');
  site = swap(site, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
  site = swap(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`);
  site = swap(site, '/etc/letsencrypt/live/podium.example.com/fullchain.pem', cert);
  site = swap(site, '/etc/letsencrypt/live/podium.example.com/privkey.pem', key);
  site = swap(site, '/var/cache/nginx/podium', path.join(work, 'cache'));
  site = swap(site, 'podium.example.com', 'localhost');
  writeFileSync(path.join(work, 'podium.conf'), site);
  writeFileSync(
    path.join(work, 'nginx.conf'),
    [
      `pid ${path.join(work, 'nginx.pid')};`,
      `error_log ${path.join(work, 'error.log')} warn;`,
      'worker_processes 1;',
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log ${path.join(work, 'access.log')};`,
      ...nginxTempPaths(work).map((line) => `  ${line}`),
      `  include ${path.join(work, 'podium.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const checked = spawnSync(NGINX, ['-t', '-p', work, '-c', path.join(work, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (checked.status !== 0) throw new Error(`nginx -t refused the configuration:\n${checked.stderr}`);

  const dataDir = path.join(work, 'data');
  podium = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(podiumPort),
      PUBLIC_URL: origin,
      TRUST_PROXY: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD,
      RATE_LIMIT_STATS: '3',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  nginx = spawn(NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntil(
    () =>
      send('/readyz').then(
        (answer) => answer.status === 200,
        () => false,
      ),
    {
      what: 'Podium behind nginx to start',
      timeoutMs: 90_000,
    },
  );
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const child of [nginx, podium]) {
    if (!child || child.exitCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  rmSync(work, { recursive: true, force: true });
});

describe('Podium behind nginx (deploy/nginx.conf)', () => {
  it('sends plain HTTP to HTTPS, and answers pages and assets compressed, assets from its cache', async () => {
    const redirect = await new Promise<Answer>((resolve, reject) => {
      plainRequest(`http://localhost:${httpPort}/some/page/?q=1`, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' });
      })
        .on('error', reject)
        .end();
    });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('https://localhost/some/page/?q=1');

    const home = await send('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(home.status).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['strict-transport-security']).toBeDefined();

    const plain = await send('/');
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(plain.body)?.[1];
    expect(script).toBeDefined();
    const first = await send(script!, { headers: { 'accept-encoding': 'br' } });
    const second = await send(script!, { headers: { 'accept-encoding': 'br' } });
    expect(first).toMatchObject({ status: 200, headers: { 'content-encoding': 'br' } });
    expect(first.headers['cache-control']).toContain('immutable');
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(second.headers['x-cache-status']).toBe('HIT');
    // The cached brotli copy is not what a client without brotli gets.
    const gzip = await send(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('lets a person view, log in, like and publish a PDF through it', async () => {
    const context = await browser!.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on(
      'console',
      (m) => m.type() === 'error' && !/status of 40[34]/.test(m.text()) && problems.push(m.text()),
    );
    page.on('pageerror', (e) => problems.push(e.message));

    await logIn(page, origin, 'demo', DEMO_PASSWORD);
    // The session cookie is Secure: Podium knows the visitor came over HTTPS (X-Forwarded-Proto).
    const session = (await context.cookies()).find((cookie) => cookie.httpOnly);
    expect(session?.secure).toBe(true);

    await page.goto(`${origin}/`);
    const href = await page.locator('a.card__link').first().getAttribute('href');
    await page.goto(`${origin}${href}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const like = page.locator('.viewer-toolbar button.like-button');
    const liked = (await like.getAttribute('aria-pressed')) === 'true';
    // The button turns at once and the call follows: a reload before its answer could cancel it.
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/like/') && r.request().method() !== 'GET',
    );
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe(String(!liked));
    expect((await answered).ok()).toBe(true);
    await page.reload();
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await like.getAttribute('aria-pressed')).toBe(String(!liked));

    await page.goto(`${origin}/dashboard/next/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByRole('tab', { name: 'Upload a file' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Behind the proxy.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        makePdf([{ lines: ['Behind the proxy', 'TLS ends at nginx'] }, { lines: ['Upstream', 'Keepalive'] }]),
      ),
    });
    await page.getByRole('button', { name: 'Upload and publish' }).click();
    await page.waitForURL(/\/p\/[a-z0-9]{12}\//, { timeout: 30_000 });
    expect(page.url().startsWith(`${origin}/p/`)).toBe(true);
    await expect(page.locator('h1').textContent()).resolves.toBe('Behind the proxy');
    expect(problems).toEqual([]);
    await context.close();
  });
  it('passes a live session’s event stream on as it comes, so a viewer follows the presenter through it', async () => {
    const presenting = await browser!.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 1440, height: 900 },
    });
    const presenter = await presenting.newPage();
    await logIn(presenter, origin, 'demo', DEMO_PASSWORD);
    await presenter.goto(`${origin}/dashboard/next/`);
    const oid = /\/p\/([a-z0-9]{12})\/product-roadmap-2027\//.exec(await presenter.content())![1];
    await presenter.goto(`${origin}/p/${oid}/present/`);
    await presenter.waitForSelector('html[data-hydrated="true"]');
    await presenter.getByRole('button', { name: 'Go live' }).click();
    const joinUrl = await presenter.getByRole('textbox', { name: 'Join link' }).inputValue();
    expect(joinUrl.startsWith(`${origin}/live/`)).toBe(true);

    const watching = await browser!.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 375, height: 812 },
    });
    const viewer = await watching.newPage();
    await viewer.goto(joinUrl);
    const counter = viewer.locator('.podium-player__counter').first();
    await expect.poll(() => counter.textContent()).toBe('1 / 12');
    await presenter.getByText('1 watching').waitFor();
    await presenter.locator('.presenter__title').click();
    await presenter.keyboard.press('ArrowRight');
    await presenter.keyboard.press('ArrowRight');
    // Buffered by nginx, the step would wait for the next heartbeat (20 s): half of that is room
    // enough for a loaded machine and still tells the two apart.
    await expect.poll(() => counter.textContent(), { timeout: 10_000 }).toBe('3 / 12');
    await presenter.getByRole('button', { name: 'End session' }).click();
    await presenter.getByRole('button', { name: 'End it' }).click();
    await viewer.getByText('This live session has ended.').waitFor({ timeout: 10_000 });
    await presenting.close();
    await watching.close();
  });

  it('passes the canvas editor’s live channel on as a WebSocket over TLS, and the editor saves through it', async () => {
    const editing = await browser!.newContext({
      ignoreHTTPSErrors: true,
      viewport: { width: 1440, height: 900 },
    });
    const page = await editing.newPage();
    await logIn(page, origin, 'demo', DEMO_PASSWORD);
    const oid = await page.evaluate(
      async (source) => {
        const token = /csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
        const response = await fetch('/api/v4/presentations/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrftoken': token },
          body: JSON.stringify({ source, privacy: 'private', format: 'json' }),
        });
        return ((await response.json()) as { oid: string }).oid;
      },
      JSON.stringify(blankCanvas('Through the proxy')),
    );
    const channel = new Promise<{ url: string; received: Promise<unknown> }>((resolve) =>
      page.on('websocket', (socket) =>
        resolve({ url: socket.url(), received: socket.waitForEvent('framereceived') }),
      ),
    );
    await page.goto(`${origin}/p/edit/${oid}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const { url, received } = await channel;
    expect(
      url.startsWith(
        `${origin.replace(/^https/, 'wss')}/api/v4/presentation/${oid}/canvas/live/?generation=`,
      ),
    ).toBe(true);
    await received;
    await page
      .getByRole('toolbar', { name: 'Insert' })
      .getByRole('button', { name: 'Frame', exact: true })
      .click();
    await page.getByRole('menuitem', { name: 'Rectangle frame' }).click();
    await page.waitForSelector('.canvas-editor__status[data-status="saved"]');
    await editing.close();
  });

  it('refuses other host names, and counts each visitor by the address nginx saw', async () => {
    expect((await send('/', { headers: { host: 'evil.example' } })).status).toBe(421);
    // Three statistics calls a minute are allowed here; claiming other addresses does not buy a fourth.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await send('/api/v4/presentation/000000000000/stats/', {
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses[3]).toBe(429);
    expect(statuses.slice(0, 3)).not.toContain(429);
  });
});
