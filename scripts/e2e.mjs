#!/usr/bin/env node
// Browser tests: make sure Debian's Chromium is there (installing it when we can), then run
// test/e2e/*.e2e.ts against the built server. Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Installing Debian Chromium for the browser tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  }
  if (!existsSync(CHROMIUM)) {
    console.error(
      `Chromium not found at ${CHROMIUM}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
}
if (!existsSync('dist/server/main.js') || !existsSync('dist/client/.vite/manifest.json')) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const extra = process.argv.slice(2);
const reporters = extra.some((a) => a.startsWith('--outputFile'))
  ? ['--reporter=default', '--reporter=json']
  : [];
const result = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...reporters, ...extra], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
