// The production process as a self-hoster runs it: `npm start` passes
// SIGTERM on and exits with the server, which drains what is in flight and exits within 10 s;
// .env is read when present; a database that is missing or unreachable gives one clear line.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answersOk, waitUntil } from '../helpers/wait-until';
import { freePort } from './server';

const ROOT = process.cwd();
const MAIN = path.join(ROOT, 'dist/server/main.js');

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

async function waitUntilUp(url: string, child: ChildProcess) {
  await waitUntil(
    () => {
      if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
      return answersOk(`${url}/healthz`);
    },
    { what: 'the server to start', timeoutMs: 90_000 },
  );
}

/** True while something answers at `url`. */
const answersAt = (url: string) =>
  fetch(`${url}/healthz`).then(
    () => true,
    () => false,
  );

/** Runs the server once with this environment and answers how it ended and what it said. */
function runOnce(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  return exited(child).then(({ code }) => ({ code, stderr: stderr.trim() }));
}

describe('the production process', () => {
  /** Starts the production server through `command`, on a fresh data folder. */
  async function started(command: string, args: string[]) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'podium-lifecycle-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(command, args, {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        DEMO_PASSWORD: 'demo-password-for-tests',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitUntilUp(url, child);
    return {
      child,
      url,
      cleanUp: () => {
        child.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  it('passes SIGTERM from the start script to the server, which drains under load and exits 0 within 10 s', async () => {
    const { child, url, cleanUp } = await started(process.execPath, ['scripts/start.mjs']);
    try {
      // Keep requests in flight while the signal arrives: each one must still be answered.
      let stop = false;
      const answers: number[] = [];
      let underLoad!: () => void;
      const loaded = new Promise<void>((resolve) => {
        underLoad = resolve;
      });
      const load = Array.from({ length: 8 }, async () => {
        while (!stop) {
          try {
            answers.push((await fetch(`${url}/`)).status);
          } catch {
            return; // the server has stopped listening
          }
          if (answers.length === 16) underLoad(); // every client is going, twice over on average
        }
      });
      await loaded;
      const sent = Date.now();
      child.kill('SIGTERM');
      const { code } = await exited(child);
      const took = Date.now() - sent;
      stop = true;
      await Promise.all(load);
      console.log(`SIGTERM to exit under load: ${took} ms (${answers.length} requests answered)`);
      expect(code).toBe(0);
      expect(took).toBeLessThan(10_000);
      // In flight: answered. Arriving on a kept-alive connection once draining began: 503, go elsewhere.
      expect(answers.filter((status) => status === 200).length).toBeGreaterThan(0);
      expect(answers.every((status) => status === 200 || status === 503)).toBe(true);
      // The start script exits on the server's exit, and the server (a cluster's primary) on its
      // workers': once it has, nothing may answer.
      expect(await answersAt(url)).toBe(false);
    } finally {
      cleanUp();
    }
  }, 120_000);

  it('exits 0 within 10 s of SIGTERM with a slow upload and a slow-header client still connected', async () => {
    const { child, url, cleanUp } = await started(process.execPath, [MAIN]);
    const { port } = new URL(url);
    const sockets: Socket[] = [];
    const trickle: NodeJS.Timeout[] = [];
    try {
      // One client sends its headers a byte at a time; another uploads 10 MB a few bytes at a time.
      const slowHeaders = connect(Number(port), '127.0.0.1');
      const headers = `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: slow\r\n`;
      let sentHeaders = 0;
      trickle.push(setInterval(() => slowHeaders.write(headers[sentHeaders++ % headers.length]!), 200));
      const slowUpload = connect(Number(port), '127.0.0.1');
      slowUpload.write(
        `POST /api/log/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n{`,
      );
      trickle.push(setInterval(() => slowUpload.write('    '), 200));
      for (const socket of [slowHeaders, slowUpload]) {
        socket.on('error', () => {});
        sockets.push(socket);
      }
      await Promise.all(sockets.map((socket) => new Promise((resolve) => socket.once('connect', resolve))));
      // The server accepts connections in the order they came: once a later one is answered, it
      // holds both slow ones.
      expect((await fetch(`${url}/healthz`)).ok).toBe(true);
      const sent = Date.now();
      child.kill('SIGTERM');
      const { code } = await exited(child);
      const took = Date.now() - sent;
      console.log(`SIGTERM to exit with two slow clients connected: ${took} ms`);
      expect(code).toBe(0);
      expect(took).toBeLessThan(10_000);
    } finally {
      for (const timer of trickle) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      cleanUp();
    }
  }, 120_000);

  it('leaves no server behind when `npm start` itself gets SIGTERM', async () => {
    const { child, url, cleanUp } = await started('npm', ['start', '--silent']);
    try {
      child.kill('SIGTERM');
      // npm's own exit says nothing about the server's, so the port is asked until it is free. The
      // bound is the server's own promise: drained and gone within 10 s of the signal.
      await waitUntil(async () => !(await answersAt(url)), {
        what: 'the server behind `npm start` to stop answering',
        timeoutMs: 10_000,
      });
    } finally {
      cleanUp();
    }
  }, 120_000);

  it('reads .env from the working directory', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'podium-dotenv-'));
    const port = await freePort();
    writeFileSync(
      path.join(dir, '.env'),
      `PORT=${port}\nBRAND_NAME=Dotenv Podium\nSEED_DEMO=false\nLOG_LEVEL=warn\nCLIENT_DIR=${path.join(ROOT, 'dist/client')}\n`,
    );
    const { PORT: _port, ...inherited } = process.env;
    const child = spawn(process.execPath, [MAIN], {
      cwd: dir,
      env: { ...inherited, DATABASE_URL: '' },
      stdio: 'ignore',
    });
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitUntilUp(url, child);
      expect(await (await fetch(`${url}/login/`)).text()).toContain('Dotenv Podium');
      child.kill('SIGTERM');
      expect((await exited(child)).code).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it.runIf(Boolean(process.env.PODIUM_TEST_POSTGRES_URL))(
    'explains a missing or unreachable PostgreSQL database in one line',
    async () => {
      const base = new URL(process.env.PODIUM_TEST_POSTGRES_URL!);
      const missing = new URL(base);
      missing.pathname = '/podium_no_such_database';
      const gone = await runOnce({ DATABASE_URL: missing.href, SEED_DEMO: 'false' });
      expect(gone.code).toBe(1);
      expect(gone.stderr).toMatch(
        /^The database does not exist \(PostgreSQL at .*, database "podium_no_such_database"\)\. Create it, for example with `createdb podium_no_such_database`/,
      );
      expect(gone.stderr.split('\n')).toHaveLength(1);
      const refused = await runOnce({
        DATABASE_URL: 'postgres://podium@127.0.0.1:1/podium',
        SEED_DEMO: 'false',
      });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        /^Cannot reach the database \(PostgreSQL at 127\.0\.0\.1:1, database "podium"\): ECONNREFUSED\. Is PostgreSQL running/,
      );
      expect(refused.stderr.split('\n')).toHaveLength(1);
    },
    60_000,
  );
});
