// Reading and writing cookies on Express requests with the `cookie` package (RFC 6265 parsing:
// the first of duplicate names wins, whitespace, "=" inside values; attributes written and names
// checked when setting). The package (since 1.0) hands a quoted cookie-value over with its
// quotes (RFC 6265 4.1.1 allows DQUOTE *cookie-octet DQUOTE); they are removed here.
import { parse, serialize } from 'cookie';
import type { Request, Response } from 'express';

/** A value that is not valid percent-encoding is left out (as if the cookie were not sent), not fatal. */
const decode = (value: string): string | undefined => {
  const unquoted = value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return undefined;
  }
};

export function readCookies(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(parse(req.headers.cookie ?? '', { decode }))) {
    if (key && value !== undefined) out[key] = value;
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
  const line = serialize(name, value, {
    path: o.path ?? '/',
    sameSite: o.sameSite === 'Strict' ? 'strict' : 'lax',
    httpOnly: o.httpOnly,
    secure: o.secure,
    ...(o.maxAgeSeconds !== undefined ? { maxAge: o.maxAgeSeconds } : {}),
  });
  res.append('Set-Cookie', line);
}

export function clearCookie(res: Response, name: string, o: Omit<CookieOptions, 'maxAgeSeconds'>) {
  setCookie(res, name, '', { ...o, maxAgeSeconds: 0 });
}
