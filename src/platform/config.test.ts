import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const KEY = 'k'.repeat(32);
let cwd: string;
let dataDir: string;

beforeEach(() => {
  cwd = mkdtempSync(path.join(tmpdir(), 'podium-config-'));
  dataDir = path.join(cwd, 'state');
});

afterEach(() => {
  rmSync(cwd, { recursive: true, force: true });
});

/** The ConfigError problems for an environment, or a failure if it loads. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env }, cwd);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY }, cwd);
    expect(config).toEqual({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      publicUrl: undefined,
      devDomain: undefined,
      brandName: 'Podium',
      database: { dialect: 'sqlite', file: path.join(dataDir, 'podium.db') },
      dataDir,
      blobs: { kind: 'disk', root: dataDir },
      contentDir: path.join(cwd, 'content'),
      secretKey: KEY,
      seedDemo: true,
      demoPasswords: { demo: undefined, staff: undefined },
      sessionTtlDays: 14,
      trustProxy: false,
      logLevel: 'info',
      rateLimits: {
        auth: 10,
        likes: 120,
        views: 120,
        telemetry: 600,
        stats: 60,
        creates: 30,
        downloads: 20,
        live: 120,
      },
      clientDir: path.join(cwd, 'dist/client'),
      features: [],
      pageCacheSeconds: 10,
      pdfReaders: 2,
      pptxImporters: 1,
      pptxImportSeconds: 60,
      libreOffice: null,
      officeConverters: 1,
      pdfReadSeconds: 30,
      webConcurrency: 1,
      analyticsRetentionDays: 0,
      redisUrl: undefined,
      redisPrefix: 'podium:',
      notifications: { allowPrivateNetwork: false, pollMs: 1000, retryBaseMs: 30_000, timeoutMs: 5000 },
      live: { idleMs: 1_800_000, sweepMs: 60_000, maxStreams: 10_000, maxStreamsPerAddress: 200 },
      video: { maxBytes: 2 * 1024 ** 3, maxSeconds: 3600, quotaBytes: 2 * 1024 ** 3, sweepMs: 900_000 },
      storeUrls: {
        ios: 'https://apps.apple.com/search?term=Podium%20presentations',
        android: 'https://play.google.com/store/search?q=Podium%20presentations&c=apps',
      },
      // No outgoing e-mail until SMTP_URL and MAIL_FROM are set.
      mail: { smtpUrl: undefined, mailFrom: undefined },
    });
  });

  it("reads the live sessions' idle end settings, and refuses nonsense", () => {
    const load = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY, ...env }, cwd).live;
    expect(
      load({
        LIVE_PRESENTER_IDLE_MS: '2000',
        LIVE_SWEEP_MS: '100',
        LIVE_MAX_STREAMS: '50',
        LIVE_MAX_STREAMS_PER_ADDRESS: '5',
      }),
    ).toEqual({ idleMs: 2000, sweepMs: 100, maxStreams: 50, maxStreamsPerAddress: 5 });
    expect(() => load({ LIVE_MAX_STREAMS_PER_ADDRESS: '0' })).toThrow(/LIVE_MAX_STREAMS_PER_ADDRESS/);
    expect(() => load({ LIVE_MAX_STREAMS: '0' })).toThrow(/LIVE_MAX_STREAMS/);
    expect(() => load({ LIVE_PRESENTER_IDLE_MS: '10' })).toThrow(/LIVE_PRESENTER_IDLE_MS/);
    expect(() => load({ LIVE_SWEEP_MS: 'soon' })).toThrow(/LIVE_SWEEP_MS/);
  });

  it("reads the video uploads' limits, and refuses nonsense", () => {
    const load = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY, ...env }, cwd).video;
    expect(
      load({
        VIDEO_MAX_BYTES: '1048576',
        VIDEO_MAX_SECONDS: '60',
        VIDEO_UPLOAD_SWEEP_MS: '100',
        VIDEO_QUOTA_BYTES: '200000',
      }),
    ).toEqual({
      maxBytes: 1_048_576,
      maxSeconds: 60,
      sweepMs: 100,
      quotaBytes: 200_000,
    });
    expect(load({}).quotaBytes).toBe(2 * 1024 ** 3);
    expect(() => load({ VIDEO_QUOTA_BYTES: '2 GB' })).toThrow(/VIDEO_QUOTA_BYTES/);
    expect(() => load({ VIDEO_QUOTA_BYTES: '10' })).toThrow(/VIDEO_QUOTA_BYTES/);
    expect(() => load({ VIDEO_MAX_BYTES: '2GB' })).toThrow(/VIDEO_MAX_BYTES must be a whole number/);
    expect(() => load({ VIDEO_MAX_SECONDS: '0' })).toThrow(/VIDEO_MAX_SECONDS/);
    expect(() => load({ VIDEO_UPLOAD_SWEEP_MS: '-1' })).toThrow(/VIDEO_UPLOAD_SWEEP_MS/);
  });

  it('reads the notification settings, and refuses nonsense', () => {
    const load = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY, ...env }, cwd).notifications;
    expect(
      load({
        WEBHOOKS_ALLOW_PRIVATE_NETWORK: 'true',
        NOTIFICATIONS_POLL_MS: '50',
        WEBHOOK_RETRY_BASE_MS: '100',
        WEBHOOK_TIMEOUT_MS: '2000',
      }),
    ).toEqual({ allowPrivateNetwork: true, pollMs: 50, retryBaseMs: 100, timeoutMs: 2000 });
    expect(() => load({ WEBHOOK_TIMEOUT_MS: '0' })).toThrow(/WEBHOOK_TIMEOUT_MS/);
    expect(() => load({ WEBHOOKS_ALLOW_PRIVATE_NETWORK: 'maybe' })).toThrow(/WEBHOOKS_ALLOW_PRIVATE_NETWORK/);
    expect(() => load({ NOTIFICATIONS_POLL_MS: '0' })).toThrow(/NOTIFICATIONS_POLL_MS/);
  });

  it('runs a worker per CPU in production, one otherwise, or WEB_CONCURRENCY', () => {
    const load = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY, ...env }, cwd).webConcurrency;
    expect(load({ NODE_ENV: 'production' })).toBe(availableParallelism());
    expect(load({ NODE_ENV: 'test' })).toBe(1);
    expect(load({ NODE_ENV: 'production', WEB_CONCURRENCY: '3' })).toBe(3);
    expect(() => load({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('resolves a relative DATA_DIR against the working directory and defaults it to data/', () => {
    expect(loadConfig({ DATA_DIR: 'state', SECRET_KEY: KEY }, cwd).dataDir).toBe(dataDir);
    const config = loadConfig({ SECRET_KEY: KEY }, cwd);
    expect(config.dataDir).toBe(path.join(cwd, 'data'));
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.join(cwd, 'data', 'podium.db') });
  });

  it('treats blank variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY, PORT: '  ', BRAND_NAME: '' }, cwd);
    expect(config.port).toBe(3000);
    expect(config.brandName).toBe('Podium');
  });

  it('reads the settings it is given', () => {
    const config = loadConfig(
      {
        DATA_DIR: dataDir,
        SECRET_KEY: KEY,
        NODE_ENV: 'production',
        PORT: '8080',
        PUBLIC_URL: 'https://podium.example.com/',
        SEED_DEMO: 'no',
        TRUST_PROXY: '1',
        RATE_LIMIT_LIKES: '5',
        RATE_LIMIT_DOWNLOADS: '3',
        RATE_LIMIT_LIVE: '40',
      },
      cwd,
    );
    expect(config.env).toBe('production');
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://podium.example.com');
    expect(config.seedDemo).toBe(false);
    expect(config.trustProxy).toBe(1);
    expect(config.host).toBe('0.0.0.0');
    expect(config.rateLimits).toEqual({
      auth: 10,
      likes: 5,
      views: 120,
      telemetry: 600,
      stats: 60,
      creates: 30,
      downloads: 3,
      live: 40,
    });
  });

  it('takes DEV_DOMAIN as a bare lower-case domain, and refuses anything else', () => {
    const load = (value: string) =>
      loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY, DEV_DOMAIN: value }, cwd).devDomain;
    expect(load('.Podium-Dev.example.com')).toBe('podium-dev.example.com');
    expect(problemsOf({ DEV_DOMAIN: 'https://dev.example.com' })).toEqual([
      'DEV_DOMAIN must be a domain name such as podium-dev.example.com (got "https://dev.example.com")',
    ]);
  });

  it('serves only this machine without PUBLIC_URL, and refuses to serve others in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY }, cwd).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY, NODE_ENV: 'production' }, cwd).host).toBe(
      '127.0.0.1',
    );
    expect(loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY, HOST: '0.0.0.0' }, cwd).host).toBe('0.0.0.0');
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY, NODE_ENV: 'production', HOST: '0.0.0.0' }, cwd),
    ).toThrow(/PUBLIC_URL is required in production when HOST \(0\.0\.0\.0\) is reachable/);
  });

  it('takes demo passwords of at least 12 characters', () => {
    const config = loadConfig(
      {
        DATA_DIR: dataDir,
        SECRET_KEY: KEY,
        DEMO_PASSWORD: 'a demo password',
        DEMO_STAFF_PASSWORD: 'a staff password',
      },
      cwd,
    );
    expect(config.demoPasswords).toEqual({ demo: 'a demo password', staff: 'a staff password' });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY, DEMO_STAFF_PASSWORD: 'admin' }, cwd),
    ).toThrow(/DEMO_STAFF_PASSWORD must be at least 12 characters/);
  });

  it('trusts a number of proxies or their addresses, never everyone', () => {
    const trust = (TRUST_PROXY: string) =>
      loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY, TRUST_PROXY }, cwd).trustProxy;
    expect(trust('false')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.2, 10.1.0.0/16,::1')).toEqual(['10.0.0.2', '10.1.0.0/16', '::1']);
    for (const bad of ['true', 'yes', '1.2.3', '10.0.0.0/33', 'proxy.example', '100']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY must be the number of proxies/);
    }
  });

  it('is silent by default under test', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY, NODE_ENV: 'test' }, cwd).logLevel).toBe('silent');
  });

  it('uses PostgreSQL for a postgres:// or postgresql:// DATABASE_URL', () => {
    const url = 'postgres://podium:pw@db:5432/podium';
    expect(loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY, DATABASE_URL: url }, cwd).database).toEqual({
      dialect: 'postgres',
      url,
      schema: undefined,
    });
    const withSchema = loadConfig(
      { DATA_DIR: dataDir, SECRET_KEY: KEY, DATABASE_URL: 'postgresql://db/x', DATABASE_SCHEMA: 'test_1' },
      cwd,
    );
    expect(withSchema.database).toEqual({ dialect: 'postgres', url: 'postgresql://db/x', schema: 'test_1' });
  });

  it('uses a SQLite file relative to the working directory for a sqlite: DATABASE_URL', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY, DATABASE_URL: 'sqlite:db/app.db' }, cwd).database,
    ).toEqual({ dialect: 'sqlite', file: path.join(cwd, 'db', 'app.db') });
    expect(
      loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY, DATABASE_URL: 'sqlite::memory:' }, cwd).database,
    ).toEqual({ dialect: 'sqlite', file: ':memory:' });
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({ PORT: 'abc', DATABASE_URL: 'mysql://x', SECRET_KEY: 'short' });
    expect(problems).toEqual([
      'DATABASE_URL must start with postgres:// or sqlite: (got "mysql://x")',
      'SECRET_KEY must be at least 32 characters (leave it unset to generate one under DATA_DIR)',
      'PORT must be a whole number from 0 to 65535 (got "abc")',
    ]);
  });

  it('puts the problems in the error message, one a line', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '70000', SECRET_KEY: KEY }, cwd)).toThrow(
      new ConfigError(['PORT must be a whole number from 0 to 65535 (got "70000")']),
    );
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: '70000', SESSION_TTL_DAYS: 'x', SECRET_KEY: KEY }, cwd);
    } catch (error) {
      expect((error as Error).message).toBe(
        'Invalid configuration:\n' +
          '  - PORT must be a whole number from 0 to 65535 (got "70000")\n' +
          '  - SESSION_TTL_DAYS must be a whole number from 1 to 365 (got "x")',
      );
      return;
    }
    throw new Error('loadConfig accepted the environment');
  });

  it.each([
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be production, development or test (got "staging")'],
    [
      { PUBLIC_URL: 'https://podium.example.com/app' },
      'PUBLIC_URL must be an origin such as https://podium.example.com (got "https://podium.example.com/app")',
    ],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false (got "maybe")'],
    [{ SESSION_TTL_DAYS: '0' }, 'SESSION_TTL_DAYS must be a whole number from 1 to 365 (got "0")'],
    [{ PORT: '80.5' }, 'PORT must be a whole number from 0 to 65535 (got "80.5")'],
  ])('rejects %o', (env, problem) => {
    expect(problemsOf({ SECRET_KEY: KEY, ...env })).toEqual([problem]);
  });

  it('generates a SECRET_KEY under DATA_DIR when none is set, and reuses it next time', () => {
    const first = loadConfig({ DATA_DIR: dataDir }, cwd);
    expect(first.secretKey).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, 'secret-key');
    expect(readFileSync(file, 'utf8')).toBe(first.secretKey);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadConfig({ DATA_DIR: dataDir }, cwd);
    expect(second.secretKey).toBe(first.secretKey);
  });

  it('reads a stored key without surrounding whitespace', () => {
    loadConfig({ DATA_DIR: dataDir }, cwd);
    const file = path.join(dataDir, 'secret-key');
    writeFileSync(file, `  ${'s'.repeat(64)}\n`);
    expect(loadConfig({ DATA_DIR: dataDir }, cwd).secretKey).toBe('s'.repeat(64));
  });

  it('prefers SECRET_KEY to a stored key and writes nothing when it is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir, SECRET_KEY: KEY }, cwd);
    expect(config.secretKey).toBe(KEY);
    expect(() => statSync(path.join(dataDir, 'secret-key'))).toThrow();
  });

  it('writes no key when the configuration is invalid', () => {
    problemsOf({ PORT: 'abc' });
    expect(() => statSync(path.join(dataDir, 'secret-key'))).toThrow();
  });
});

describe('loadConfig feature flags and store links', () => {
  it('reads FEATURE_FLAGS as a comma-separated list and the app store links', () => {
    const config = loadConfig(
      {
        SECRET_KEY: 'k'.repeat(40),
        FEATURE_FLAGS: ' allow-content-curation, gm-view-page-banner-human-connection ,',
        IOS_APP_URL: 'https://apps.example/ios',
      },
      process.cwd(),
    );
    expect(config.features).toEqual(['allow-content-curation', 'gm-view-page-banner-human-connection']);
    expect(config.storeUrls.ios).toBe('https://apps.example/ios');
  });
});
