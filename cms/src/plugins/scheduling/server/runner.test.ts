import { describe, expect, it } from 'vitest';
import { isPassingDatabaseError } from './runner';

describe('which database errors a scheduled change is tried again after', () => {
  it('tries again after SQLite busy, a lost or refused connection, a serialisation failure or a deadlock', () => {
    for (const error of [
      Object.assign(new Error('SqliteError: database is locked'), { code: 'SQLITE_BUSY' }),
      new Error('database is locked'),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Knex: Timeout acquiring a connection. The pool is probably full.'),
      Object.assign(new Error('could not serialize access due to concurrent update'), { code: '40001' }),
      Object.assign(new Error('deadlock detected'), { code: '40P01' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ]) {
      expect(isPassingDatabaseError(error), error.message).toBe(true);
    }
  });

  it('fails at once on anything else: a refused publish, a missing entry, a constraint', () => {
    for (const error of [
      new Error('The page no longer exists'),
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
      'a string thrown',
      null,
    ]) {
      expect(isPassingDatabaseError(error), String(error)).toBe(false);
    }
  });
});
