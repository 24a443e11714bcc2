// Where Podium keeps things: DATA_DIR (the SQLite file, files, the generated secret key), the
// database, the content and the Vite build. Relative paths are read against the working directory.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseConfig } from '../db/config';
import type { BlobStoreConfig } from '../storage';
import type { EnvReader } from './env-reader';

export interface StorageConfig {
  database: DatabaseConfig;
  dataDir: string;
  /**
   * Where files are kept (platform/storage): the disk under DATA_DIR, whose videos/ and downloads/
   * the keys name as they were before the store.
   */
  blobs: BlobStoreConfig;
  contentDir: string;
  /** SECRET_KEY, or else the key generated once and kept under DATA_DIR (persistedSecret). */
  secretKey: string;
  /** Where the Vite build lives; the manifest under it decides which scripts a page loads. */
  clientDir: string;
}

export function readStorage({ read, problems }: EnvReader, cwd: string): StorageConfig {
  const dataDir = path.resolve(cwd, read('DATA_DIR') ?? 'data');
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
  const secretKey = read('SECRET_KEY');
  if (secretKey !== undefined && secretKey.length < 32) {
    problems.push(
      'SECRET_KEY must be at least 32 characters (leave it unset to generate one under DATA_DIR)',
    );
  }
  return {
    database,
    dataDir,
    blobs: { kind: 'disk', root: dataDir },
    contentDir: path.resolve(cwd, read('CONTENT_DIR') ?? 'content'),
    secretKey: secretKey ?? '',
    clientDir: path.resolve(cwd, read('CLIENT_DIR') ?? 'dist/client'),
  };
}

/** A self-hosted install works without setup: the first start writes a random key under DATA_DIR. */
export function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
