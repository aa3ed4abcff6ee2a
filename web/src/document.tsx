// The HTML document around every page. React renders it whole on the server, which is what lets
// React 19 place each route's <title>, <meta> and canonical <link> in <head>; the server adds the
// page's CSS and scripts to <head> (entry-server.tsx). Public pages are never hydrated; the staff
// app hydrates the whole document (entry-staff.tsx).
import type { ReactNode } from 'react';

/** The one font file every page needs (see the @font-face rules in styles/global.css). */
export const FONT_PRELOAD = '/assets/fonts/inter-core-wght-5.3.0-r3.woff2';

/** `head`: what a page without the route tree puts in <head> itself (its title, robots). */
export function Document({ head, children }: { head?: ReactNode; children: ReactNode }) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e2a47" />
        <meta name="format-detection" content="telephone=no" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/site.webmanifest" />
        {/* The Latin subset of the site's typeface is on every page: fetched with the HTML. */}
        <link rel="preload" href={FONT_PRELOAD} as="font" type="font/woff2" crossOrigin="anonymous" />
        {head}
      </head>
      <body>{children}</body>
    </html>
  );
}
