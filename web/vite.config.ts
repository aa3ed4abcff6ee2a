import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// The root workspace holds React 18 for Strapi's admin; the web must only ever see its own
// React 19. dedupe makes every import of react resolve from web/, and the React libraries
// (hoisted to the root, or CommonJS under Node's resolution) are processed by Vite in the server
// build and the development server, so they share that copy too.
const REACT_LIBS = ['react-helmet-async', 'lucide-react', 'react-router', 'react-router-dom'];

// In the browser, React 19 hoists <title> and <meta> by itself: react-helmet-async is replaced
// by src/lib/helmet-native.tsx there (the server build keeps the package).
const helmetNative = fileURLToPath(new URL('./src/lib/helmet-native.tsx', import.meta.url));
function nativeHeadInBrowser(): Plugin {
  return {
    name: 'native-head-in-browser',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      return source === 'react-helmet-async' && !options.ssr ? helmetNative : null;
    },
  };
}

export default defineConfig({
  plugins: [nativeHeadInBrowser(), react()],
  resolve: {
    dedupe: ['react', 'react-dom', 'react-router', 'react-router-dom'],
    conditions: ['source'],
  },
  ssr: {
    noExternal: REACT_LIBS,
    resolve: { conditions: ['source'], externalConditions: ['node'] },
  },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
  server: { hmr: true },
});
