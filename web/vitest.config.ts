// Unit tests of the web (components render with react-dom/server; server parts in node). Runs
// inside web/, so React, React Router and the Vite plugin resolve to the web's own copies (the
// repository root holds Strapi's React 18). The React libraries npm hoisted to the root are
// processed by Vite so that they, too, use the web's React.
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import { SHARED_MODULES } from '../tests/unit-pool.ts';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    resolve: {
      // Node would load lucide-react's CommonJS build, which requires the root's React 18.
      alias: {
        'lucide-react': path.join(path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist/esm/lucide-react.mjs'),
      },
    },
    test: {
      name: 'unit-web',
      include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
      environment: 'node',
      ...SHARED_MODULES,
      server: { deps: { inline: ['lucide-react', 'react-helmet-async'] } },
      css: { modules: { classNameStrategy: 'non-scoped' } },
    },
  }),
);
