// The boot fixture every browser-test file uses: the server under test (the run's shared one, or
// with `ownServer` a fresh one for this file alone) and this file's Chromium, launched before its
// tests and closed after them, with every context it opened.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, type RunningServer, type ServerAddress, startServer } from './server';

export interface E2eFixture {
  server: ServerAddress;
  browser: Pick<Browser, 'newContext'>;
}

/**
 * Call once at the top of a test file. `ownServer`: this file reads what the whole database holds
 * (not only its own rows), so it must not see what other files stored. `env`: more settings for
 * that server, read when it starts (after the file's earlier beforeAll hooks).
 */
export function setUpE2e(
  options: { ownServer?: boolean; env?: () => Record<string, string> } = {},
): E2eFixture {
  const shared = options.ownServer ? undefined : inject('e2eServer');
  const seeded = inject('e2eSeededData');
  let own: RunningServer | undefined;
  let chromium: Browser | undefined;
  beforeAll(async () => {
    if (options.ownServer) own = await startServer(options.env?.(), seeded);
    chromium = await launchBrowser();
  });
  afterAll(async () => {
    await chromium?.close();
    await own?.stop();
  });

  const running = (): ServerAddress => {
    const server = own ?? shared;
    if (!server) throw new Error('The server starts in beforeAll: use it inside hooks and tests.');
    return server;
  };
  const started = (): Browser => {
    if (!chromium) throw new Error('Chromium starts in beforeAll: use it inside hooks and tests.');
    return chromium;
  };
  return {
    server: {
      get url() {
        return running().url;
      },
      get databaseFile() {
        return running().databaseFile;
      },
    },
    browser: { newContext: (...args) => started().newContext(...args) },
  };
}
