// The browser's react-helmet-async (vite.config.ts points the client build here). On React 19,
// react-helmet-async renders <title>, <meta> and <link> as ordinary elements and lets React hoist
// them into <head>; the server keeps the package, the browser needs only that hoisting, which
// React does itself. This saves ~5 KB gzip of React 18 code paths from every page's first load.
// Only the children form of <Helmet> is supported, the one this site uses (seo/seo-head.tsx).
import type { ReactNode } from 'react';

export function Helmet({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export function HelmetProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
