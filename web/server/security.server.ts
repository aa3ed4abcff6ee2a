// Security headers for every answer, and the Content Security Policy for pages: scripts only
// from this origin or inline ones whose SHA-256 hash the policy lists, images and the search API
// from the CMS, videos only from YouTube's privacy-enhanced domain. The hashes are those of the
// inline scripts and styles the server itself writes, each hashed where it is made (cspHash: the
// boot script when the build is read, the speculation rules, the staff app's data reader, a page's
// first-screen CSS: entry-server.tsx), never found by reading the rendered output, so anything
// else that ends up inline in a page (an injection) is not allowed to run. The script hashes are
// the same on every public page (per-page data sits in JSON script tags, which are not run).
import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Env } from './env.server.js';

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/** The CSP source of an inline script's or style's text, as the browser hashes it (the exact text between the tags). */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Inline style attributes, which a hash-based policy cannot allow without 'unsafe-hashes'. */
export function hasStyleAttributes(html: string): boolean {
  return /<[a-z][^>]*\sstyle\s*=/i.test(html);
}

export function contentSecurityPolicy(
  env: Env,
  hashes: InlineHashes,
  { dev = false, frameAncestors = "'none'" }: { dev?: boolean; frameAncestors?: string } = {},
): string {
  const cms = new URL(env.CMS_PUBLIC_URL).origin;
  const scriptHashes = hashes.scripts.map((h) => ` ${h}`).join('');
  const styleHashes = hashes.styles.map((h) => ` ${h}`).join('');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': `'self'${scriptHashes}${dev ? " 'unsafe-eval'" : ''}`,
    'style-src': dev ? "'self' 'unsafe-inline'" : `'self'${styleHashes}`,
    // YouTube thumbnails: the staff editor shows the chosen video's.
    'img-src': `'self' data: blob: ${cms} https://i.ytimg.com`,
    'font-src': "'self'",
    'connect-src': `'self' ${cms}${dev ? ' ws: wss:' : ''}`,
    'frame-src': 'https://www.youtube-nocookie.com',
    'media-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': frameAncestors,
    'manifest-src': "'self'",
    'worker-src': "'self'",
  };
  if (!dev && env.SITE_URL.startsWith('https:')) directives['upgrade-insecure-requests'] = '';
  return Object.entries(directives)
    .map(([k, v]) => (v ? `${k} ${v}` : k))
    .join('; ');
}

export function securityHeaders(env: Env) {
  const https = env.SITE_URL.startsWith('https:');
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    res.removeHeader('X-Powered-By');
    next();
  };
}
