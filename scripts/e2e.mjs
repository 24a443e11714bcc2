#!/usr/bin/env node
// Browser tests: make sure Debian's Chromium and nginx are there (installing them when we can),
// then run test/e2e/*.e2e.ts against the built server. Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// test/e2e/nginx.e2e.ts runs deploy/nginx.conf in Debian's nginx.
const NGINX = '/usr/sbin/nginx';
// test/e2e/cjk-text.e2e.ts needs a Japanese font, as Japanese readers have.
const JAPANESE_FONT = '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf';

const missing = [
  [CHROMIUM, 'chromium'],
  [NGINX, 'nginx'],
  [JAPANESE_FONT, 'fonts-ipafont-gothic'],
].filter(([file]) => !existsSync(file));
if (missing.length > 0) {
  const packages = missing.map(([, name]) => name);
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Installing Debian packages for the browser tests: ${packages.join(', ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  }
  const still = missing.filter(([file]) => !existsSync(file));
  if (still.length > 0) {
    console.error(
      `Not found: ${still.map(([file]) => file).join(', ')}. Install Debian's ${still
        .map(([, name]) => name)
        .join(' and ')} (apt-get install), or set CHROMIUM_PATH for Chromium.`,
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
