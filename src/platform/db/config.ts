// Which database to open: read from DATABASE_URL by server/config.ts, opened by connection.ts.
export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string; schema?: string };
