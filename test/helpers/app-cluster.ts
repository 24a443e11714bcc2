// Two app servers (the production build, two workers each) on one PostgreSQL schema, behind
// Debian's nginx as the load balancer, with or without Redis: without it the servers tell each
// other their news over PostgreSQL's LISTEN/NOTIFY. nginx passes the live channel's WebSocket
// upgrade in a location of its own, as deploy/nginx.conf does.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { randomId } from '../../src/kernel/ids';
import { type DatabaseHandle, openDatabase } from '../../src/platform/db/connection';
import { freePort } from '../e2e/server';
import { nginxTempPaths } from './nginx';
import { POSTGRES_URL } from './test-app';
import { answersOk, waitUntil } from './wait-until';

const NGINX = '/usr/sbin/nginx';

export interface AppCluster {
  /** The two servers' own addresses, and nginx's in front of both. */
  servers: [string, string];
  front: string;
  handle: DatabaseHandle;
  stop(): Promise<void>;
}

/** `env`: more settings for both servers (limits, caches), over the cluster's own. */
export async function startAppCluster(options: {
  redis: boolean;
  env?: Record<string, string>;
}): Promise<AppCluster> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: apt-get install nginx`);
  const work = mkdtempSync(path.join(tmpdir(), 'podium-cluster-'));
  const schema = `podium_cluster_${randomId(8)}`;
  const children: ChildProcess[] = [];
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase({ dialect: 'postgres', url: POSTGRES_URL!, schema });
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    WEB_CONCURRENCY: '2',
    HOST: '127.0.0.1',
    DATABASE_URL: POSTGRES_URL!,
    DATABASE_SCHEMA: schema,
    DATA_DIR: work,
    SECRET_KEY: `a-shared-secret-key-for-both-servers-${randomUUID()}`,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'fatal',
    TRUST_PROXY: '1',
    RATE_LIMIT_AUTH: '100000',
    RATE_LIMIT_LIVE: '100000',
    REDIS_URL: options.redis ? 'redis://127.0.0.1:6379' : '',
    REDIS_PREFIX: `podium-test-${randomUUID()}:`,
    ...options.env,
  };
  const startServer = async () => {
    const port = await freePort();
    children.push(
      spawn(process.execPath, ['dist/server/main.js'], {
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    const url = `http://127.0.0.1:${port}`;
    await waitUntil(() => answersOk(`${url}/readyz`), { what: `the server on ${port}`, timeoutMs: 60_000 });
    return url;
  };
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await handle.db.destroy();
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    // The first server migrates the new schema; the second starts once it has.
    const servers: [string, string] = [await startServer(), await startServer()];
    const port = await freePort();
    const proxied = `proxy_pass http://podium;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;`;
    writeFileSync(
      path.join(work, 'nginx.conf'),
      `pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  ${nginxTempPaths(work).join('\n  ')}
  upstream podium {
    ${servers.map((url) => `server ${new URL(url).host};`).join('\n    ')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location ~ ^/api/v4/presentation/[^/]+/canvas/live/$ {
      ${proxied}
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection "upgrade";
      proxy_read_timeout 1h;
    }
    location / {
      ${proxied}
      proxy_set_header Connection "";
    }
  }
}
`,
    );
    const checked = spawnSync(NGINX, ['-t', '-p', work, '-c', `${work}/nginx.conf`], { encoding: 'utf8' });
    if (checked.status !== 0) throw new Error(checked.stderr);
    children.push(
      spawn(NGINX, ['-p', work, '-c', `${work}/nginx.conf`, '-g', 'daemon off;'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    const front = `http://127.0.0.1:${port}`;
    await waitUntil(() => answersOk(`${front}/readyz`), { what: 'nginx', timeoutMs: 60_000 });
    return { servers, front, handle, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
