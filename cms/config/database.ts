// SQLite in a local file by default (nothing to set up); PostgreSQL when DATABASE_URL is set.
// The URL is checked before Strapi starts (scripts/env.mjs), so here it is known to be valid.
import path from 'node:path';

type Env = ((key: string, fallback?: string) => string) & {
  int: (key: string, fallback?: number) => number;
  bool: (key: string, fallback?: boolean) => boolean;
};

export default ({ env }: { env: Env }) => {
  const url = env('DATABASE_URL', '');
  if (url) {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: url,
          ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: true } : false,
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        // How long a query waits for a free connection before it fails (Strapi's DATABASE_CONNECTION_TIMEOUT).
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 10000),
      },
    };
  }
  // Compiled config lives in dist/config: the default file is cms/.tmp/data.db.
  const filename = env('DATABASE_FILENAME', path.join(__dirname, '..', '..', '.tmp', 'data.db'));
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
    },
  };
};
