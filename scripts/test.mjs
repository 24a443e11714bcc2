#!/usr/bin/env node
// `npm test`: the one command that proves the tree is green.
// Type check, lint, build, unit + component + integration tests on SQLite and PostgreSQL,
// the reliability tests (kills under load, on both databases), then the browser tests. PostgreSQL joins when DATABASE_URL names it or a server answers on
// 127.0.0.1:5432; under CI=true it is required.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const CI = process.env.CI === 'true';
const totals = { passed: 0, failed: 0, skipped: 0 };
/** How long each step took, printed at the end: the run must stay under CI's time (CONTRIBUTING.md, Tests). */
const timings = [];

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push(`${title}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    console.log(timings.join('\n'));
    console.log(`${totals.passed} passed, ${totals.failed + 1} failed`);
    process.exit(result.status ?? 1);
  }
}

function addResults(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

async function findPostgres() {
  const candidates = [];
  if (process.env.DATABASE_URL?.startsWith('postgres')) candidates.push(process.env.DATABASE_URL);
  candidates.push('postgres://postgres@127.0.0.1:5432/test');
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return url;
    } catch {
      // try the next one
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return undefined;
}

const postgresUrl = await findPostgres();
if (!postgresUrl && CI) {
  console.error('CI requires PostgreSQL on 127.0.0.1:5432 (database "test") or DATABASE_URL=postgres://…');
  process.exit(1);
}
console.log(
  postgresUrl
    ? `PostgreSQL suite: on (${postgresUrl.replace(/\/\/[^@]*@/, '//')})`
    : 'PostgreSQL suite: off (no server on 127.0.0.1:5432)',
);

const reports = mkdtempSync(path.join(tmpdir(), 'podium-reports-'));
step('Type check', 'npx', ['tsc', '--noEmit']);
step('Lint', 'npx', ['biome', 'check', '.']);
step('Architecture rules', 'node', ['scripts/check-architecture.mjs']);
step('Build', 'npm', ['run', 'build', '--silent']);
const testEnv = { PODIUM_TEST_POSTGRES_URL: postgresUrl ?? '', DATABASE_URL: '' };
/** One vitest project (or several run together), its JSON report added to the totals. */
function vitestProject(title, projects, extraArgs = []) {
  const names = [projects].flat();
  const report = `${reports}/${names[0]}.json`;
  step(
    title,
    'npx',
    [
      'vitest',
      'run',
      ...names.flatMap((name) => ['--project', name]),
      ...extraArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    testEnv,
  );
  addResults(report);
}
// Unit and component tests are pure CPU: one worker per core (vitest's default leaves one core
// free; on CI's two cores that ran them one file at a time, 173 s instead of 112 s). Integration
// tests keep the default: each file starts servers and databases on the same machine and holds them
// to timing bounds (a live step within a second, throttles), which a second file beside it on two
// cores would make a matter of luck.
vitestProject('Unit and component tests', ['unit', 'unit-mocks'], [`--maxWorkers=${availableParallelism()}`]);
vitestProject('Integration tests (SQLite and PostgreSQL)', 'integration');
vitestProject('Reliability tests (SIGKILL under load, on the production build)', 'reliability');
step('Browser tests', 'node', ['scripts/e2e.mjs', `--outputFile.json=${reports}/e2e.json`], testEnv);
addResults(`${reports}/e2e.json`);
console.log(`\n${timings.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
