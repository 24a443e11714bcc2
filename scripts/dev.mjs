#!/usr/bin/env node
// `npm run dev`: rebuild the client and server bundles on change and restart the server.
// Same code path as production (the built bundles), so what you try is what ships.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const children = [];
const run = (command, args, env = {}) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  return child;
};

run('npx', ['vite', 'build', '--watch', '--mode', 'development']);
run('npx', ['vite', 'build', '--ssr', '--watch', '--mode', 'development']);

// Start the server once the first server bundle exists; node --watch restarts it on rebuilds.
const wait = setInterval(() => {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/client/.vite/manifest.json')) return;
  clearInterval(wait);
  run(process.execPath, ['--watch', '--enable-source-maps', 'dist/server/main.js'], {
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
}, 500);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
