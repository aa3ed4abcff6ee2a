// Proves which database the stack really used: with TEST_DATABASE_URL the CMS tables and the
// seeded pages must be in that PostgreSQL database.
import { describe, expect, it } from 'vitest';
import { stack } from './helpers';

describe('database', () => {
  it('uses PostgreSQL when TEST_DATABASE_URL is set, SQLite otherwise', async () => {
    const { database } = stack();
    const url = process.env.TEST_DATABASE_URL;
    expect(database).toBe(url ? 'postgres' : 'sqlite');
    if (!url) return;
    // The pg driver is a dependency of the CMS workspace.
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM pages WHERE published_at IS NOT NULL');
      expect(Number(rows[0]!.n)).toBeGreaterThan(50);
      const res = await fetch(`${stack().cmsUrl}/api/pages?pagination[pageSize]=1`);
      const body = (await res.json()) as { meta: { pagination: { total: number } } };
      expect(body.meta.pagination.total).toBe(Number(rows[0]!.n));
    } finally {
      await client.end();
    }
  });
});
