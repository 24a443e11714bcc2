// One server for the whole browser-test run (vitest globalSetup of the e2e project): started once
// here, handed to the test files through provide/inject, stopped when the run ends. The files do
// not depend on each other's data (each signs up its own people and publishes its own decks); a
// file that needs a pristine database asks fixture.ts for a server of its own.
import type { TestProject } from 'vitest/node';
import { type ServerAddress, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eServer: ServerAddress;
  }
}

export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('e2eServer', { url: server.url, databaseFile: server.databaseFile });
  return () => server.stop();
}
