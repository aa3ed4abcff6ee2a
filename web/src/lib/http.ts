// The app's one HTTP client for its own API. Every request that changes something (anything but
// GET and HEAD) to a relative URL carries the X-XSRF-TOKEN header, read from the XSRF-TOKEN
// cookie (site spec section 7). Pages never carry a token: the first state-changing request
// asks /api/csrf for one, and a request refused because its token belongs to an older session
// (after sign-in or sign-out) gets a fresh token and is sent once more.
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readCookie(name: string, cookieString = typeof document === 'undefined' ? '' : document.cookie): string {
  for (const part of cookieString.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return '';
}

function isRelative(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

export function needsToken(url: string, init: RequestInit = {}): boolean {
  const method = (init.method ?? 'GET').toUpperCase();
  return method !== 'GET' && method !== 'HEAD' && isRelative(url);
}

export function withXsrf(init: RequestInit, token: string): RequestInit {
  const headers = new Headers(init.headers);
  if (token) headers.set(XSRF_HEADER, token);
  return { ...init, headers, credentials: 'same-origin' };
}

let pending: Promise<string> | null = null;

/** A new token from the server (which also sets the cookie); one request at a time. */
export function fetchToken(): Promise<string> {
  pending ??= fetch('/api/csrf', { headers: { accept: 'application/json' }, credentials: 'same-origin', cache: 'no-store' })
    .then(async (res) => (res.ok ? ((await res.json()) as { token?: string }).token ?? '' : ''))
    .catch(() => '')
    .finally(() => {
      pending = null;
    });
  return pending;
}

async function refusedForToken(res: Response): Promise<boolean> {
  if (res.status !== 403) return false;
  const body = (await res.clone().json().catch(() => null)) as { error?: string } | null;
  return body?.error === 'csrf';
}

/**
 * For a visitor's form: sent first without a token, since the browser's Origin header vouches
 * for a same-site post (server/csrf.server.ts), so sending a lead sets no cookie. Only a browser
 * that hides its Origin is refused ('csrf') and then goes the token way, as http() does.
 */
export async function httpWithoutCookie(url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, { ...init, credentials: 'same-origin' });
  if (!(await refusedForToken(res))) return res;
  return http(url, init);
}

export async function http(url: string, init: RequestInit = {}): Promise<Response> {
  if (!needsToken(url, init)) return fetch(url, init);
  const token = readCookie(XSRF_COOKIE) || (await fetchToken());
  const res = await fetch(url, withXsrf(init, token));
  if (!(await refusedForToken(res))) return res;
  return fetch(url, withXsrf(init, await fetchToken()));
}
