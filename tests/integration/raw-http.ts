// Raw HTTP for the bad-input suites: node:http sends the request target exactly as given (fetch
// would normalise "//evil", "/\evil" or "%2e%2e"), from a chosen loopback address when asked (the
// forms' rate limit counts per address), and an answer's body is read whatever its type.
import http from 'node:http';
import net from 'node:net';
import { expect } from 'vitest';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The local address to send from (any of 127.0.0.0/8). */
  from?: string;
}

export function raw(base: string, target: string, { method = 'GET', headers = { accept: 'text/html' }, body, from }: RawRequest = {}): Promise<RawAnswer> {
  const url = new URL(base);
  const all = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: target, method, headers: all, localAddress: from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json: <T,>() => JSON.parse(text) as T });
      });
      res.on('error', reject);
    });
    // A server may answer (413) and close before the whole body is sent: the answer is what counts.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    req.end(body);
  });
}

/**
 * A request line written byte for byte on a socket (node:http refuses a tab or a raw space in a
 * path before sending it); resolves with the status code and the raw head of the answer.
 */
export function rawLine(base: string, requestLine: string): Promise<{ status: number; head: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(`${requestLine}\r\nHost: ${url.host}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.split('\r\n\r\n')[0] ?? '';
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head });
    });
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
  });
}

/** The answer may not be kept by a shared cache (a CDN): it says no-store or private. */
export function expectNotPubliclyCached(res: { headers: http.IncomingHttpHeaders }, label = '') {
  const cacheControl = String(res.headers['cache-control'] ?? '');
  expect(cacheControl, `${label} Cache-Control`).toMatch(/\bno-store\b|\bprivate\b/);
  expect(cacheControl, `${label} Cache-Control`).not.toMatch(/\bpublic\b|s-maxage/);
}

/** A Location header resolves to this site and to exactly this path (and query). */
export function expectSameSiteLocation(res: { headers: http.IncomingHttpHeaders }, base: string, path?: string) {
  const given = String(res.headers.location ?? '');
  expect(given, 'a Location header').not.toBe('');
  // Browsers read "//host", "/\host" and "\\host" as another site, and drop tabs and newlines.
  expect(given).not.toMatch(/^[/\\]{2}|^\/\\|^[a-z][a-z0-9+.-]*:/i);
  // eslint-disable-next-line no-control-regex
  expect(given).not.toMatch(/[\u0000-\u001f\u007f]/);
  const resolved = new URL(given, base);
  expect(resolved.origin).toBe(new URL(base).origin);
  if (path !== undefined) expect(`${resolved.pathname}${resolved.search}`).toBe(path);
}

/** No server error: below 500, with no stack trace in the body. */
export function expectNoServerError(res: RawAnswer, label = '') {
  expect(res.status, `${label} ${res.body.slice(0, 200)}`).toBeLessThan(500);
  expect(res.body, label).not.toMatch(/\bat .+\.(?:m?js|ts):\d+/);
}
