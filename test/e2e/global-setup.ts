// One server for the whole browser-test run (vitest globalSetup of the e2e project): started once
// here, handed to the test files through provide/inject, stopped when the run ends. The files do
// not depend on each other's data (each signs up its own people and publishes its own decks); a
// file that needs a pristine database asks fixture.ts for a server of its own.
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startTestSmtp } from '../helpers/smtp';
import { type ServerAddress, seedDemoData, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eServer: ServerAddress;
    /** The demo seeded once for the run (server.ts, seedDemoData): servers start on copies. */
    e2eSeededData: string;
  }
}

export default async function setup(project: TestProject) {
  // Outgoing e-mail goes to a test SMTP server, so pages that follow a sent e-mail (a share link's
  // code page) can be opened; a file that reads the messages starts a server and SMTP of its own.
  const smtp = await startTestSmtp();
  const seeded = await seedDemoData();
  const server = await startServer(smtp.env, seeded);
  project.provide('e2eServer', { url: server.url, databaseFile: server.databaseFile });
  project.provide('e2eSeededData', seeded);
  return async () => {
    await server.stop();
    await smtp.close();
    rmSync(seeded, { recursive: true, force: true });
  };
}
