// Test projects. "unit" (shared, cms helpers, repository checks) and "unit-web" (web/vitest.config.ts)
// are fast and need no services; "integration" runs against a real Strapi and web server on a
// throw-away database, started once by tests/integration/global-setup.ts. On PostgreSQL
// (TEST_DATABASE_URL, CI's second pass) the files whose subject is not the database are left to
// the SQLite pass (tests/integration/database-independent.ts).
import { configDefaults, defineConfig } from 'vitest/config';
import { DATABASE_INDEPENDENT } from './tests/integration/database-independent';
import { SHARED_MODULES } from './tests/unit-pool';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/src/**/*.test.ts', 'cms/src/**/*.test.ts', 'cms/scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          ...SHARED_MODULES,
        },
      },
      './web/vitest.config.ts',
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? DATABASE_INDEPENDENT : [])],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
