// Every setting is an environment variable, read once at boot and validated here.
// A bad environment fails with every problem listed at once.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { DatabaseConfig } from './db/config';
import { smtpUrlProblem } from './mail/mailer';
import type { BlobStoreConfig } from './storage';

export interface Config {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  publicUrl: string | undefined;
  /**
   * The development or staging domain (DEV_DOMAIN, e.g. podium-dev.example.com): pages on its hosts
   * log analytics to the browser console instead of sending them, as on localhost and preprod hosts.
   */
  devDomain: string | undefined;
  brandName: string;
  database: DatabaseConfig;
  dataDir: string;
  /**
   * Where files are kept (platform/storage): the disk under DATA_DIR, whose videos/ and downloads/
   * the keys name as they were before the store.
   */
  blobs: BlobStoreConfig;
  contentDir: string;
  secretKey: string;
  seedDemo: boolean;
  /** Passwords for the seeded demo log-ins (otherwise generated at seeding and printed once). */
  demoPasswords: { demo?: string; staff?: string };
  sessionTtlDays: number;
  /**
   * Which proxies' X-Forwarded-* headers are believed: false (none), how many hops in front of
   * Podium, or their addresses (IPs or CIDR ranges). Never "everyone" (a client could claim any address).
   */
  trustProxy: false | number | string[];
  logLevel: string;
  rateLimits: {
    auth: number;
    likes: number;
    views: number;
    telemetry: number;
    stats: number;
    /** New presentations, copies and comments. */
    creates: number;
    /** Downloads of PDFs (generating one is costly). */
    downloads: number;
  };
  /** Feature flags switched on for everyone (FEATURE_FLAGS, comma-separated). */
  features: string[];
  /** Seconds an anonymous view page's HTML is reused (0 turns the cache off). */
  pageCacheSeconds: number;
  /** Uploaded PDFs read at once, each in its own child process (PDF_READERS). */
  pdfReaders: number;
  /** How long one PDF may take to read before it is refused as too slow (PDF_READ_SECONDS). */
  pdfReadSeconds: number;
  /** Worker processes sharing the port (WEB_CONCURRENCY): every core in production, else 1. */
  webConcurrency: number;
  /**
   * Days analytics events are kept (ANALYTICS_RETENTION_DAYS; 0 keeps them all). Statistics read
   * daily rollups, which are kept: dropping events changes no figure.
   */
  analyticsRetentionDays: number;
  /** Redis shared by the app servers (REDIS_URL): rate limits and cache announcements. */
  redisUrl?: string;
  /** Starts every key and channel name of this Podium in Redis (REDIS_PREFIX), to share one Redis. */
  redisPrefix: string;
  storeUrls: { ios: string; android: string };
  /** Outgoing e-mail (SMTP_URL, MAIL_FROM): verification codes and owners' notifications. */
  mail: { smtpUrl?: string; mailFrom?: string };
  /** Owners' webhooks and notification e-mails. */
  notifications: {
    /** WEBHOOKS_ALLOW_PRIVATE_NETWORK: webhooks may reach private addresses and plain http. */
    allowPrivateNetwork: boolean;
    /** NOTIFICATIONS_POLL_MS: the slot of the notifications.dispatch job (a look for due deliveries). */
    pollMs: number;
    /** WEBHOOK_RETRY_BASE_MS: the first retry's wait; later ones are 4, 20, 120 and 720 times it. */
    retryBaseMs: number;
    /** WEBHOOK_TIMEOUT_MS: how long a receiver has to answer a delivery. */
    timeoutMs: number;
  };
  /** Live sessions. */
  live: {
    /** LIVE_PRESENTER_IDLE_MS: a session whose presenter was not heard from for this long ends. */
    idleMs: number;
    /** LIVE_SWEEP_MS: how often such sessions are looked for (a scheduled job, once per site). */
    sweepMs: number;
    /** LIVE_MAX_STREAMS: live event streams one process holds at most; more get 503. */
    maxStreams: number;
    /**
     * LIVE_MAX_STREAMS_PER_ADDRESS: audience streams one client address holds in a process (never
     * more than a quarter of maxStreams, so one address leaves room for others); more get 429.
     */
    maxStreamsPerAddress: number;
  };
  /** Recorded video presentations: what one upload may be, and how often old ones are swept. */
  video: {
    /** VIDEO_MAX_BYTES: the largest video file accepted. */
    maxBytes: number;
    /** VIDEO_MAX_SECONDS: the longest video accepted. */
    maxSeconds: number;
    /**
     * VIDEO_QUOTA_BYTES: the video bytes one account stores (its own recordings and its uploads),
     * and separately each team (its recordings); an upload or publish beyond it gets 413.
     */
    quotaBytes: number;
    /** VIDEO_UPLOAD_SWEEP_MS: how often unfinished uploads older than a day are deleted (a scheduled job). */
    sweepMs: number;
  };
  /** Where the Vite build lives; the manifest under it decides which scripts a page loads. */
  clientDir: string;
}

function redisUrl(raw: string | undefined, problems: string[]): string | undefined {
  if (raw === undefined) return undefined;
  try {
    if (['redis:', 'rediss:'].includes(new URL(raw).protocol)) return raw;
  } catch {
    // reported below
  }
  problems.push('REDIS_URL must be a redis:// or rediss:// address, such as redis://127.0.0.1:6379');
  return undefined;
}

const isLoopback = (host: string) =>
  ['127.0.0.1', '::1', 'localhost'].includes(host) || host.startsWith('127.');

/** TRUST_PROXY: unset/false, a hop count, or a comma-separated list of proxy addresses. */
function trustedProxies(raw: string | undefined, problems: string[]): Config['trustProxy'] {
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

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };

  const nodeEnv = read('NODE_ENV') ?? 'development';
  if (!['production', 'development', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be production, development or test (got "${nodeEnv}")`);
  }
  const dataDir = path.resolve(cwd, read('DATA_DIR') ?? 'data');
  const contentDir = path.resolve(cwd, read('CONTENT_DIR') ?? 'content');

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

  let database: DatabaseConfig = { dialect: 'sqlite', file: path.join(dataDir, 'podium.db') };
  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined) {
    if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
      database = { dialect: 'postgres', url: databaseUrl, schema: read('DATABASE_SCHEMA') };
    } else if (databaseUrl.startsWith('sqlite:')) {
      const file = databaseUrl.slice('sqlite:'.length);
      database = { dialect: 'sqlite', file: file === ':memory:' ? file : path.resolve(cwd, file) };
    } else {
      problems.push(`DATABASE_URL must start with postgres:// or sqlite: (got "${databaseUrl}")`);
    }
  }

  const logLevel = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const secretKey = read('SECRET_KEY');
  if (secretKey !== undefined && secretKey.length < 32) {
    problems.push(
      'SECRET_KEY must be at least 32 characters (leave it unset to generate one under DATA_DIR)',
    );
  }

  const smtpUrl = read('SMTP_URL');
  const mailFrom = read('MAIL_FROM');
  if (smtpUrl !== undefined) {
    const problem = smtpUrlProblem(smtpUrl);
    if (problem) problems.push(problem);
    if (mailFrom === undefined)
      problems.push('MAIL_FROM is required with SMTP_URL, such as "Podium <podium@example.com>"');
  }
  if (mailFrom !== undefined && !/@[^\s@>]+\.[^\s@>]+>?$/.test(mailFrom)) {
    problems.push(`MAIL_FROM must be an address, such as "Podium <podium@example.com>" (got "${mailFrom}")`);
  }

  const demoPassword = (name: string) => {
    const value = read(name);
    if (value !== undefined && value.length < 12) problems.push(`${name} must be at least 12 characters`);
    return value;
  };

  const config: Config = {
    env: nodeEnv as Config['env'],
    host,
    port: int('PORT', 3000, 0, 65535),
    publicUrl: publicUrl?.replace(/\/$/, ''),
    devDomain,
    brandName: read('BRAND_NAME') ?? 'Podium',
    database,
    dataDir,
    blobs: { kind: 'disk', root: dataDir },
    contentDir,
    secretKey: secretKey ?? '',
    seedDemo: bool('SEED_DEMO', true),
    demoPasswords: { demo: demoPassword('DEMO_PASSWORD'), staff: demoPassword('DEMO_STAFF_PASSWORD') },
    sessionTtlDays: int('SESSION_TTL_DAYS', 14, 1, 365),
    trustProxy: trustedProxies(read('TRUST_PROXY'), problems),
    logLevel,
    rateLimits: {
      auth: int('RATE_LIMIT_AUTH', 10, 1, 10_000_000),
      likes: int('RATE_LIMIT_LIKES', 120, 1, 10_000_000),
      views: int('RATE_LIMIT_VIEWS', 120, 1, 10_000_000),
      telemetry: int('RATE_LIMIT_TELEMETRY', 600, 1, 10_000_000),
      stats: int('RATE_LIMIT_STATS', 60, 1, 10_000_000),
      creates: int('RATE_LIMIT_CREATES', 30, 1, 10_000_000),
      downloads: int('RATE_LIMIT_DOWNLOADS', 20, 1, 10_000_000),
    },
    clientDir: path.resolve(cwd, read('CLIENT_DIR') ?? 'dist/client'),
    pageCacheSeconds: int('PAGE_CACHE_SECONDS', 10, 0, 3600),
    pdfReaders: int('PDF_READERS', 2, 1, 32),
    pdfReadSeconds: int('PDF_READ_SECONDS', 30, 1, 600),
    redisUrl: redisUrl(read('REDIS_URL'), problems),
    redisPrefix: read('REDIS_PREFIX') ?? 'podium:',
    analyticsRetentionDays: int('ANALYTICS_RETENTION_DAYS', 0, 0, 36_500),
    webConcurrency: int('WEB_CONCURRENCY', nodeEnv === 'production' ? availableParallelism() : 1, 1, 64),
    features: (read('FEATURE_FLAGS') ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
    mail: { smtpUrl, mailFrom },
    notifications: {
      allowPrivateNetwork: bool('WEBHOOKS_ALLOW_PRIVATE_NETWORK', false),
      pollMs: int('NOTIFICATIONS_POLL_MS', 1000, 10, 3_600_000),
      retryBaseMs: int('WEBHOOK_RETRY_BASE_MS', 30_000, 10, 86_400_000),
      timeoutMs: int('WEBHOOK_TIMEOUT_MS', 5_000, 50, 60_000),
    },
    live: {
      idleMs: int('LIVE_PRESENTER_IDLE_MS', 30 * 60 * 1000, 1000, 7 * 24 * 3_600_000),
      sweepMs: int('LIVE_SWEEP_MS', 60_000, 50, 3_600_000),
      maxStreams: int('LIVE_MAX_STREAMS', 10_000, 1, 1_000_000),
      maxStreamsPerAddress: int('LIVE_MAX_STREAMS_PER_ADDRESS', 200, 1, 1_000_000),
    },
    video: {
      maxBytes: int('VIDEO_MAX_BYTES', 2 * 1024 ** 3, 1024, 1024 ** 4),
      maxSeconds: int('VIDEO_MAX_SECONDS', 3600, 1, 24 * 3600),
      quotaBytes: int('VIDEO_QUOTA_BYTES', 2 * 1024 ** 3, 1024, 1024 ** 5),
      sweepMs: int('VIDEO_UPLOAD_SWEEP_MS', 15 * 60_000, 50, 24 * 3_600_000),
    },
    storeUrls: {
      ios: read('IOS_APP_URL') ?? 'https://apps.apple.com/search?term=Podium%20presentations',
      android:
        read('ANDROID_APP_URL') ?? 'https://play.google.com/store/search?q=Podium%20presentations&c=apps',
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  if (!config.secretKey) config.secretKey = persistedSecret(dataDir);
  return config;
}

/** A self-hosted install works without setup: the first start writes a random key under DATA_DIR. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
