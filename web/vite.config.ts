import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The root workspace holds React 18 for Strapi's admin; the web must only ever see its own
// React 19. dedupe makes every import of react resolve from web/, and the React libraries
// (hoisted to the root, or CommonJS under Node's resolution) are processed by Vite in the server
// build and the development server, so they share that copy too.
const REACT_LIBS = ['react-helmet-async', 'lucide-react', 'react-router', 'react-router-dom'];

export default defineConfig({
  plugins: [react()],
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
