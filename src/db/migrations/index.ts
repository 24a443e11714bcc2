// Migrations are listed here (not read from disk) so the production bundle carries them.
import type { Migration } from 'kysely';
import * as initial from './2026-11-21-001-initial';

export const migrations: Record<string, Migration> = {
  '2026-11-21-001-initial': initial,
};
