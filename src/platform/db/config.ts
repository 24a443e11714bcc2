// Which database to open: read from DATABASE_URL by platform/config/storage.ts, opened by db/connection.ts.
export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string; schema?: string };
