// Integration files whose subject is not the database: HTTP caching in front of the web (Varnish,
// the page cache), a rolling deploy of the web, Redis-shared state, the launchers' configuration
// checks, the CMS's response headers. They read content through the CMS like any visitor, and
// nothing they check depends on which database holds it, so the PostgreSQL pass of CI
// (TEST_DATABASE_URL) leaves them to the SQLite pass (vitest.config.ts) instead of running them a
// second time. A file listed here must not read or write the database itself, nor start a stack
// of its own on it (tests/unit/database-independent.test.ts checks both).
export const DATABASE_INDEPENDENT = [
  'tests/integration/cms-headers.test.ts',
  'tests/integration/config.test.ts',
  'tests/integration/page-cache.test.ts',
  'tests/integration/rolling-deploy.test.ts',
  'tests/integration/shared-caches.test.ts',
  'tests/integration/shared-state.test.ts',
  'tests/integration/varnish-rules.test.ts',
  'tests/integration/varnish.test.ts',
];
