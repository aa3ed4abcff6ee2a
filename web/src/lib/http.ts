// The app's one HTTP client for its own API. Every request that changes something (anything but
// GET and HEAD) to a relative URL carries the X-XSRF-TOKEN header, read from the XSRF-TOKEN
// cookie the server set (signed double-submit, site spec section 7). Other requests pass as is.
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

export function withXsrf(url: string, init: RequestInit = {}): RequestInit {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method === 'GET' || method === 'HEAD' || !isRelative(url)) return init;
  const headers = new Headers(init.headers);
  const token = readCookie(XSRF_COOKIE);
  if (token) headers.set(XSRF_HEADER, token);
  return { ...init, headers, credentials: 'same-origin' };
}

export function http(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, withXsrf(url, init));
}
