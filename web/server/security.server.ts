// Security headers for every answer, and the Content Security Policy for pages: scripts only
// from this origin or with the per-request nonce (the hydration data), images and the search API
// from the CMS, videos only from YouTube's privacy-enhanced domain.
import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Env } from './env.server.js';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(env: Env, nonce: string, { dev = false, frameAncestors = "'none'" } = {}): string {
  const cms = new URL(env.CMS_PUBLIC_URL).origin;
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': `'self' 'nonce-${nonce}'${dev ? " 'unsafe-eval'" : ''}`,
    'style-src': dev ? "'self' 'unsafe-inline'" : "'self'",
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
