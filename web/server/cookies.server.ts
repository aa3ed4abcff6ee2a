// Reading and writing cookies on Express requests, without a dependency.
import type { Request, Response } from 'express';

export function readCookies(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const key = part.slice(0, i).trim();
    if (!key || key in out) continue;
    try {
      out[key] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      // A malformed cookie is ignored, not fatal.
    }
  }
  return out;
}

export interface CookieOptions {
  httpOnly: boolean;
  sameSite: 'Strict' | 'Lax';
  secure: boolean;
  maxAgeSeconds?: number;
  path?: string;
}

export function setCookie(res: Response, name: string, value: string, o: CookieOptions) {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${o.path ?? '/'}`, `SameSite=${o.sameSite}`];
  if (o.httpOnly) parts.push('HttpOnly');
  if (o.secure) parts.push('Secure');
  if (o.maxAgeSeconds !== undefined) parts.push(`Max-Age=${o.maxAgeSeconds}`);
  res.append('Set-Cookie', parts.join('; '));
}

export function clearCookie(res: Response, name: string, o: Omit<CookieOptions, 'maxAgeSeconds'>) {
  setCookie(res, name, '', { ...o, maxAgeSeconds: 0 });
}
