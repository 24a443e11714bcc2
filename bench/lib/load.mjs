// autocannon with exact latency percentiles (autocannon's own table has no p95), and small
// statistics helpers shared by the benchmarks.
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
