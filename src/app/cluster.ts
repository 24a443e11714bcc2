// The cluster's primary: forks WEB_CONCURRENCY workers that share the port
// (node:cluster hands connections to them in turn), replaces a worker that dies, relays cache
// announcements between them (peers.ts), and on SIGINT or SIGTERM passes the signal to every
// worker (each drains and exits within 10 s, main.ts) and exits when they all have.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { primaryRelay } from '../platform/peers/peers';

/** Workers drain within 10 s of the signal; after this the primary kills what is left. */
const SHUTDOWN_MS = 12_000;
/** A worker that dies this soon after it started counts toward a crash loop... */
const EARLY_DEATH_MS = 10_000;
/** ...and this many in a row stop the server instead of forking forever (a port in use, say). */
const MAX_EARLY_DEATHS = 5;

export function runPrimary(count: number, log: Logger): void {
  const live = new Map<number, { worker: Worker; startedAt: number }>();
  let stopping = false;
  let exitCode = 0;
  let earlyDeaths = 0;

  const fork = () => {
    const worker = cluster.fork();
    live.set(worker.id, { worker, startedAt: Date.now() });
  };
  const stop = (signal: NodeJS.Signals, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info(`${signal}: stopping ${live.size} workers`);
    for (const { worker } of live.values()) worker.process.kill(signal);
    setTimeout(() => {
      log.error(`workers still running after ${SHUTDOWN_MS / 1000} s: killing them`);
      for (const { worker } of live.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_MS).unref();
    if (live.size === 0) process.exit(exitCode);
  };

  primaryRelay(() => [...live.values()].map((entry) => entry.worker));
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (live.get(worker.id)?.startedAt ?? 0);
    live.delete(worker.id);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (live.size === 0) process.exit(exitCode);
      return;
    }
    earlyDeaths = lived < EARLY_DEATH_MS ? earlyDeaths + 1 : 0;
    if (earlyDeaths >= MAX_EARLY_DEATHS) {
      log.fatal(
        `${MAX_EARLY_DEATHS} workers in a row died within ${EARLY_DEATH_MS / 1000} s of starting: stopping`,
      );
      stop('SIGTERM', 1);
      return;
    }
    log.error({ worker: worker.process.pid, code, signal }, 'a worker died: starting another');
    fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal, 0));

  for (let i = 0; i < count; i++) fork();
  log.info(`started ${count} workers (WEB_CONCURRENCY)`);
}
