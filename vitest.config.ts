// Test projects: "unit" (fast, no services: shared logic, web components and server parts, cms
// helpers, repository checks) and "integration" (a real Strapi and web server on a throw-away
// database, started once by tests/integration/global-setup.ts).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const webResolve = {
  dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom'],
  conditions: ['source'],
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: webResolve,
        ssr: { noExternal: ['react-helmet-async', 'lucide-react'], resolve: { conditions: ['source'] } },
        test: {
          name: 'unit',
          root: '.',
          include: [
            'shared/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'web/server/**/*.test.ts',
            'cms/src/**/*.test.ts',
            'cms/scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          environment: 'node',
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        resolve: webResolve,
        test: {
          name: 'integration',
          root: '.',
          include: ['tests/integration/**/*.test.ts'],
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
