import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { errorPage, useStylesheets } from './errors.server';

describe('errorPage', () => {
  it('says the problem was logged only when it was', () => {
    expect(errorPage(500, { logged: true })).toContain('The problem has been logged.');
    expect(errorPage(500)).not.toContain('logged');
  });

  it('explains a bad address (400), a refused post (403) and an unavailable service (503) in their own words', () => {
    expect(errorPage(400)).toContain('We could not read that address');
    expect(errorPage(503)).toContain('temporarily unavailable');
    expect(errorPage(403)).toContain('This page has expired');
  });

  it("uses the site's stylesheets and no inline script or style", () => {
    useStylesheets('<link rel="stylesheet" href="/assets/index-abc12345.css"><link rel="modulepreload" href="/assets/x.js">');
    const html = errorPage(400);
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc12345.css">');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toMatch(/<script|<style|\sstyle=/);
  });
});

describe('methodNotAllowed', () => {
  async function ask(method: string, accept = 'text/html') {
    const { default: express } = await import('express');
    const { methodNotAllowed, errorHandler } = await import('./errors.server');
    const app = express();
    app.get(/.*/, (_req, res) => void res.send('page'));
    app.use(methodNotAllowed(), errorHandler());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path: '/about-us', method, headers: { accept } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      });
    } finally {
      server.close();
    }
  }

  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'POST', 'PROPFIND'])('%s on a page: 405, Allow: GET, HEAD, the site’s error page', async (method) => {
    const res = await ask(method);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('That cannot be done here');
    expect(res.body).not.toMatch(/Cannot \w+ \//);
  });

  it('answers JSON clients in JSON, and OPTIONS with what is allowed', async () => {
    const json = await ask('PUT', 'application/json');
    expect(json.status).toBe(405);
    expect(JSON.parse(json.body)).toEqual({ error: 'method not allowed' });
    const options = await ask('OPTIONS');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('GET, HEAD');
    expect((await ask('GET')).status).toBe(200);
  });
});
