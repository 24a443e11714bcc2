// The server process: its mode, where it listens and is reached, the proxies it believes, its log
// and how many workers share the port.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import type { EnvReader } from './env-reader';

export interface ServerConfig {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  publicUrl: string | undefined;
  /**
   * The development or staging domain (DEV_DOMAIN, e.g. podium-dev.example.com): pages on its hosts
   * log analytics to the browser console instead of sending them, as on localhost and preprod hosts.
   */
  devDomain: string | undefined;
  /**
   * Which proxies' X-Forwarded-* headers are believed: false (none), how many hops in front of
   * Podium, or their addresses (IPs or CIDR ranges). Never "everyone" (a client could claim any address).
   */
  trustProxy: false | number | string[];
  logLevel: string;
  /** Worker processes sharing the port (WEB_CONCURRENCY): every core in production, else 1. */
  webConcurrency: number;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function readServer({ read, int, problems }: EnvReader): ServerConfig {
  const nodeEnv = read('NODE_ENV') ?? 'development';
  if (!['production', 'development', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be production, development or test (got "${nodeEnv}")`);
  }
  const publicUrl = read('PUBLIC_URL');
  if (publicUrl !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(publicUrl)) {
    problems.push(`PUBLIC_URL must be an origin such as https://podium.example.com (got "${publicUrl}")`);
  }
  const devDomain = read('DEV_DOMAIN')?.toLowerCase().replace(/^\./, '');
  if (devDomain !== undefined && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(devDomain)) {
    problems.push(`DEV_DOMAIN must be a domain name such as podium-dev.example.com (got "${devDomain}")`);
  }
  // Without PUBLIC_URL, absolute links are built from the request, so only this machine is served
  // unless HOST says otherwise; in production that needs PUBLIC_URL (see publicOrigin).
  const host = read('HOST') ?? (publicUrl ? '0.0.0.0' : '127.0.0.1');
  if (nodeEnv === 'production' && publicUrl === undefined && !isLoopback(host)) {
    problems.push(
      `PUBLIC_URL is required in production when HOST (${host}) is reachable from other machines: set it to the address people use, such as https://podium.example.com`,
    );
  }
  const logLevel = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  return {
    env: nodeEnv as ServerConfig['env'],
    host,
    port: int('PORT', 3000, 0, 65535),
    publicUrl: publicUrl?.replace(/\/$/, ''),
    devDomain,
    trustProxy: trustedProxies(read('TRUST_PROXY'), problems),
    logLevel,
    webConcurrency: int('WEB_CONCURRENCY', nodeEnv === 'production' ? availableParallelism() : 1, 1, 64),
  };
}

const isLoopback = (host: string) =>
  ['127.0.0.1', '::1', 'localhost'].includes(host) || host.startsWith('127.');

/** TRUST_PROXY: unset/false, a hop count, or a comma-separated list of proxy addresses. */
function trustedProxies(raw: string | undefined, problems: string[]): ServerConfig['trustProxy'] {
  if (raw === undefined || ['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  if (/^[1-9][0-9]?$/.test(raw)) return Number(raw);
  const addresses = raw.split(',').map((a) => a.trim());
  if (['true', 'yes', '1'].includes(raw.toLowerCase()) || !addresses.every(isAddressOrRange)) {
    problems.push(
      `TRUST_PROXY must be the number of proxies in front of Podium (such as 1) or their addresses (such as 10.0.0.2,10.1.0.0/16), not "${raw}": trusting every client would let anyone claim any address`,
    );
    return false;
  }
  return addresses;
}

const isAddressOrRange = (value: string) => {
  const [address = '', bits, ...rest] = value.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  return (
    bits === undefined || (/^[0-9]{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128))
  );
};
