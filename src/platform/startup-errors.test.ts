import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from './db/postgres-errors';
import { databaseProblem, describeDatabase } from './startup-errors';

const postgres = { dialect: 'postgres' as const, url: 'postgres://podium:secret@db.internal:5433/slides' };

describe('databaseProblem', () => {
  it('names the database without its password', () => {
    expect(describeDatabase(postgres)).toBe('PostgreSQL at db.internal:5433, database "slides"');
    expect(describeDatabase({ dialect: 'sqlite', file: '/srv/podium/podium.db' })).toBe(
      'SQLite file /srv/podium/podium.db',
    );
  });

  it('says what to do for the usual failures, in one line', () => {
    expect(databaseProblem({ code: '3D000' }, postgres)).toBe(
      'The database does not exist (PostgreSQL at db.internal:5433, database "slides"). Create it, for example with `createdb slides`, or fix DATABASE_URL.',
    );
    expect(databaseProblem({ code: 'ECONNREFUSED' }, postgres)).toMatch(
      /^Cannot reach the database .*Is PostgreSQL running/,
    );
    expect(databaseProblem({ code: '28P01' }, postgres)).toMatch(/refused the user or password/);
    expect(databaseProblem({ code: 'SQLITE_CANTOPEN' }, { dialect: 'sqlite', file: '/nope/x.db' })).toMatch(
      /^Cannot open the SQLite file \/nope\/x\.db/,
    );
    for (const code of ['3D000', 'ECONNREFUSED', '28P01']) {
      expect(databaseProblem({ code }, postgres)).not.toContain('secret');
      expect(databaseProblem({ code }, postgres)).not.toContain('\n');
    }
  });

  it('sees through the PostgreSQL guard to the reason the database is unreachable', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(databaseProblem(new DatabaseUnavailableError(refused), postgres)).toMatch(
      /^Cannot reach the database .*: ECONNREFUSED\. Is PostgreSQL running/,
    );
  });

  it('leaves what it does not recognise to the caller', () => {
    expect(databaseProblem(new Error('something else'), postgres)).toBeUndefined();
  });
});
