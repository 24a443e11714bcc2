// Three tiers (STYLE §17): unit and component tests beside the code (*.test.ts[x]), integration
// tests over real HTTP and a real database in test/integration. Browser tests (test/e2e/*.e2e.ts)
// run under scripts/e2e.mjs, so neither runner picks up the other's files.
import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const unitSetup = [
  'test/setup/fail-on-console.ts',
  'test/setup/patient-waits.ts',
  'test/setup/dom-cleanup.ts',
];
/**
 * The unit files that replace a module with `vi.mock`. A mock applies only to a module its file
 * imports first, so in a worker whose modules an earlier file loaded it silently did not (a
 * thumbnail test counted no draws); these files get modules of their own in `unit-mocks`.
 */
const mockingFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...mockingFiles],
          environment: 'node',
          setupFiles: unitSetup,
          // A safety net, not a verdict: vitest's 5 s default failed a component test whose first
          // render took longer on a loaded machine. A test that waits on events ends when they come.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The files share their worker's modules, as the integration tier's do: importing React,
          // the kernel and jsdom's helpers anew for each of the 330 files was most of the tier's
          // time (312 s on two loaded cores; 128 s shared). What modules keep between files is
          // caches keyed by what each file makes; the page is emptied after every test
          // (test/setup/dom-cleanup.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-mocks',
          include: mockingFiles,
          environment: 'node',
          setupFiles: unitSetup,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['test/setup/fail-on-console.ts', 'test/setup/fast-password-hashes.ts'],
          // Room for a loaded machine (two cores, load average 10 and more): the tests wait on
          // events, and a passing test ends when they come, so only a failing one uses it.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file gets its own database (SQLite file or PostgreSQL schema); files run in parallel.
          fileParallelism: true,
          // The files share their worker's modules: each file's app and database are its own, and
          // what the modules keep is caches and locks keyed by ids no two files share. Importing the
          // app anew for each of the 74 files took 108 of the tier's 521 s here; shared, 7 of 375 s.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'reliability',
          // Kills and faults against the production build (scripts/test.mjs builds it first).
          include: ['test/reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.ts'],
          // One production server for the run, shared by the files (test/e2e/fixture.ts).
          globalSetup: ['test/e2e/global-setup.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
