// Every setting is an environment variable, read once at boot and validated here: each concern's
// section (config/) reads its own variables, and loadConfig puts them together. A bad environment
// fails with every problem listed at once.
import { type AccountsConfig, readAccounts } from './config/accounts';
import { type Env, envReader } from './config/env-reader';
import { type LimitsConfig, readLimits } from './config/limits';
import { type LiveAndVideoConfig, readLiveAndVideo } from './config/live-and-video';
import { type MailConfig, readMail } from './config/mail';
import { type RedisConfig, readRedis } from './config/redis';
import { readServer, type ServerConfig } from './config/server';
import { readSite, type SiteConfig } from './config/site';
import { persistedSecret, readStorage, type StorageConfig } from './config/storage';

export interface Config
  extends ServerConfig,
    StorageConfig,
    AccountsConfig,
    SiteConfig,
    LimitsConfig,
    RedisConfig,
    MailConfig,
    LiveAndVideoConfig {}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const reader = envReader(env);
  // The problems are listed in the order the sections read them.
  const config: Config = {
    ...readStorage(reader, cwd),
    ...readServer(reader),
    ...readAccounts(reader),
    ...readMail(reader),
    ...readLimits(reader),
    ...readRedis(reader),
    ...readLiveAndVideo(reader),
    ...readSite(reader),
  };
  if (reader.problems.length > 0) throw new ConfigError(reader.problems);
  if (!config.secretKey) config.secretKey = persistedSecret(config.dataDir);
  return config;
}
