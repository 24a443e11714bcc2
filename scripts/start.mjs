#!/usr/bin/env node
// `npm start`: build when the sources are newer than the build, then run the production server
// (which migrates, seeds an empty database and listens). Nothing is transpiled at run time.
// SIGINT and SIGTERM are passed on to the server, and this process exits with it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

const OUTPUTS = ['dist/server/main.js', 'dist/client/.vite/manifest.json'];
const INPUTS = ['src', 'vite.config.ts', 'package-lock.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const builtAt = Math.min(...OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (builtAt === 0 || Math.max(...INPUTS.map(newestMtime)) > builtAt) {
  console.log('Building Podium (client bundles and server bundle)…');
  // A production build whatever NODE_ENV says: under NODE_ENV=test or development, React's JSX
  // would be compiled for its development build, which the production server does not load.
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
