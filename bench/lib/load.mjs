// autocannon with exact latency percentiles (autocannon's own table has no p95), and small
// statistics helpers shared by the benchmarks.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/** The q-quantile (0…1) of numbers, nearest rank. */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Runs autocannon and returns one table row: requests/s, latency p50/p95/p99 (ms, from every
 * response), non-2xx responses, errors and timeouts, and the count of each status code.
 */
export async function cannon(name, options) {
  const latencies = [];
  const instance = autocannon({ connections: 20, duration: 5, ...options });
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  const result = await instance;
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  return {
    name,
    connections: result.connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: round(quantile(latencies, 0.5)),
    p95ms: round(quantile(latencies, 0.95)),
    p99ms: round(quantile(latencies, 0.99)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    responses: latencies.length,
    seconds: round(result.duration, 2),
    statuses,
  };
}

/** Whether Debian's wrk (a load generator in C, `apt-get install wrk`) is installed. */
export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

/**
 * Runs wrk (one thread) and returns a row like cannon's: requests/s, p50/p99 (wrk's --latency
 * distribution has no p95) and non-2xx answers. wrk costs a fraction of autocannon's CPU per
 * request, which matters when the load generator shares two cores with the server.
 */
export async function wrk(name, { url, method = 'GET', headers = {}, connections = 20, duration = 5 }) {
  const script = path.join(mkdtempSync(path.join(tmpdir(), 'podium-wrk-')), 'request.lua');
  writeFileSync(script, `wrk.method = ${JSON.stringify(method)}\n`);
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', '-s', script];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}: ${value}`);
  const result = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  rmSync(path.dirname(script), { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr || result.stdout}`);
  const out = result.stdout;
  const ms = (label) => {
    const match = new RegExp(`^\\s+${label}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
    if (!match) return Number.NaN;
    return round(Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2]]);
  };
  const responses = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  return {
    name,
    generator: 'wrk',
    connections,
    requestsPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
    p50ms: ms('50'),
    p99ms: ms('99'),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    errors:
      (/Socket errors: (.*)/.exec(out)?.[1] ?? '').match(/\d+/g)?.reduce((a, b) => a + Number(b), 0) ?? 0,
    responses,
    seconds: duration,
  };
}
