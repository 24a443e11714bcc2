// Accounts: how long a session lasts, and the demo content with its log-ins.
import type { EnvReader } from './env-reader';

export interface AccountsConfig {
  sessionTtlDays: number;
  seedDemo: boolean;
  /** Passwords for the seeded demo log-ins (otherwise generated at seeding and printed once). */
  demoPasswords: { demo?: string; staff?: string };
}

export function readAccounts({ read, int, bool, problems }: EnvReader): AccountsConfig {
  const demoPassword = (name: string) => {
    const value = read(name);
    if (value !== undefined && value.length < 12) problems.push(`${name} must be at least 12 characters`);
    return value;
  };
  return {
    seedDemo: bool('SEED_DEMO', true),
    demoPasswords: { demo: demoPassword('DEMO_PASSWORD'), staff: demoPassword('DEMO_STAFF_PASSWORD') },
    sessionTtlDays: int('SESSION_TTL_DAYS', 14, 1, 365),
  };
}
