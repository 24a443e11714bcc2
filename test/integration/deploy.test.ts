// The files of deploy/ stay true to the code: the systemd unit is one systemd accepts and starts
// what the build writes, and nginx lets through the largest upload Podium takes (docs/DEPLOY.md).
// test/e2e/nginx.e2e.ts runs deploy/nginx.conf itself in front of the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLISH_LIMITS } from '../../src/kernel/limits';

const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

describe('deploy/', () => {
  const unit = readFileSync('deploy/podium.service', 'utf8');
  const nginx = readFileSync('deploy/nginx.conf', 'utf8');

  it.runIf(existsSync(SYSTEMD_ANALYZE))('has a systemd unit that systemd-analyze verifies', () => {
    const verified = spawnSync(SYSTEMD_ANALYZE, ['verify', 'deploy/podium.service'], { encoding: 'utf8' });
    expect(verified.stderr).toBe('');
    expect(verified.status).toBe(0);
  });

  it('starts the built server, stops it with SIGTERM and gives it time to drain', () => {
    const start = /^ExecStart=\S+ (?:--\S+ )*(\S+)$/m.exec(unit)?.[1];
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(start).toBe('dist/server/main.js');
    expect(readFileSync('scripts/start.mjs', 'utf8')).toContain(`'${start}'`);
    expect(scripts.build).toContain('vite build --ssr');
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    // The server exits within 10 s of SIGTERM; systemd waits longer before it kills.
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThan(10);
  });

  it('lets the largest PDF upload through nginx, so Podium answers a larger one itself', () => {
    const [, size, unitLetter] = /client_max_body_size (\d+)([km]);/.exec(nginx) ?? [];
    const bytes = Number(size) * (unitLetter === 'm' ? 1024 * 1024 : 1024);
    expect(bytes).toBeGreaterThan(PUBLISH_LIMITS.uploadBytes);
  });
});
