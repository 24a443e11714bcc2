// Starts the production build (dist/server/main.js) on a fresh SQLite database with the demo
// content (a copy of the run's seeded one), on a free loopback port, and a headless Chromium to
// drive it. global-setup.ts starts the server the browser tests share; fixture.ts gives each file
// its browser (and, when a file asks, a server of its own).
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/chromium.mjs';
import { answersOk, waitUntil } from '../helpers/wait-until';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerAddress {
  url: string;
  /** The server's SQLite database, for tests that check what was stored. */
  databaseFile: string;
}

export interface RunningServer extends ServerAddress {
  stop(): Promise<void>;
}

/** The seeded demo log-ins' passwords (otherwise generated at seeding and printed once). */
export const DEMO_PASSWORD = 'demo-password-for-tests';
export const STAFF_PASSWORD = 'staff-password-for-tests';

/**
 * A data directory holding the seeded demo, made once a run by global-setup.ts: a server started
 * on a fresh directory spends about 8 s seeding it (of 12 s here), so each server of the run
 * starts on a copy of this one instead.
 */
export async function seedDemoData(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'podium-e2e-seeded-'));
  const server = await serve(dataDir, {});
  await server.stop();
  return dataDir;
}

/**
 * `env`: more settings for this server, such as SMTP_URL and MAIL_FROM of a test SMTP server.
 * `seeded`: a directory from seedDemoData, copied as the server's data; without it the server
 * seeds its own.
 */
export async function startServer(env: Record<string, string> = {}, seeded?: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'podium-e2e-'));
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  const server = await serve(dataDir, env);
  return {
    url: server.url,
    databaseFile: path.join(dataDir, 'podium.db'),
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The production build on `dataDir`, once it answers. */
async function serve(dataDir: string, env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD,
      DEMO_STAFF_PASSWORD: STAFF_PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    () => {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      return answersOk(`${url}/favicon.svg`);
    },
    { what: 'the server to start', timeoutMs: 90_000 },
  );
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

export const launchBrowser = (): Promise<Browser> => launchChromium();

/** Logs a page in through the /login/ form and waits until it has left it. */
export async function logIn(page: Page, baseUrl: string, login: string, password: string) {
  await page.goto(`${baseUrl}/login/`);
  await page.getByLabel('Username or email').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login/'));
}
