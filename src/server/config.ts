// Every setting is an environment variable, read once at boot and validated here.
// A bad environment fails with every problem listed at once (STYLE §6).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseConfig } from '../db/config';

export interface Config {
  env: 'production' | 'development' | 'test';
  host: string;
  port: number;
  publicUrl: string | undefined;
  brandName: string;
  database: DatabaseConfig;
  dataDir: string;
  contentDir: string;
  secretKey: string;
  seedDemo: boolean;
  sessionTtlDays: number;
  trustProxy: boolean;
  logLevel: string;
  rateLimits: { auth: number; likes: number; views: number; telemetry: number };
  /** Feature flags switched on for everyone (FEATURE_FLAGS, comma-separated). */
  features: string[];
  /** Seconds an anonymous view page's HTML is reused (0 turns the cache off). */
  pageCacheSeconds: number;
  storeUrls: { ios: string; android: string };
  /** Where the Vite build lives; the manifest under it decides which scripts a page loads. */
  clientDir: string;
}

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

  const config: Config = {
    env: nodeEnv as Config['env'],
    host: read('HOST') ?? '0.0.0.0',
    port: int('PORT', 3000, 0, 65535),
    publicUrl: publicUrl?.replace(/\/$/, ''),
    brandName: read('BRAND_NAME') ?? 'Podium',
    database,
    dataDir,
    contentDir,
    secretKey: secretKey ?? '',
    seedDemo: bool('SEED_DEMO', true),
    sessionTtlDays: int('SESSION_TTL_DAYS', 14, 1, 365),
    trustProxy: bool('TRUST_PROXY', false),
    logLevel,
    rateLimits: {
      auth: int('RATE_LIMIT_AUTH', 10, 1, 10_000_000),
      likes: int('RATE_LIMIT_LIKES', 120, 1, 10_000_000),
      views: int('RATE_LIMIT_VIEWS', 120, 1, 10_000_000),
      telemetry: int('RATE_LIMIT_TELEMETRY', 600, 1, 10_000_000),
    },
    clientDir: path.resolve(cwd, read('CLIENT_DIR') ?? 'dist/client'),
    pageCacheSeconds: int('PAGE_CACHE_SECONDS', 10, 0, 3600),
    features: (read('FEATURE_FLAGS') ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
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
