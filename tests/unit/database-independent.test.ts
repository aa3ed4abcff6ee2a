// The integration files the PostgreSQL pass leaves to the SQLite pass
// (tests/integration/database-independent.ts) exist, and none reads or writes the database itself
// or starts a stack of its own on it: if one starts to, it belongs in both passes again.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATABASE_INDEPENDENT } from '../integration/database-independent';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What a file that uses the database directly would name. */
const USES_DATABASE = [
  /from '\.\/(database-write|cms-only|run-script)'/,
  /TEST_DATABASE_URL/,
  /\bknex\b/,
  /\bstartStack\b/,
  /better-sqlite3/,
  /from 'pg'/,
];

describe('integration files left to the SQLite pass', () => {
  it.each(DATABASE_INDEPENDENT)('%s exists and does not use the database itself', (file) => {
    const full = path.join(repo, file);
    expect(existsSync(full), `${file} is listed but does not exist`).toBe(true);
    const text = readFileSync(full, 'utf8');
    for (const pattern of USES_DATABASE) expect(text, `${file} matches ${pattern}`).not.toMatch(pattern);
  });
});
