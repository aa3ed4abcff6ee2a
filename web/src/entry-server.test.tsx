// The server render when a loader fails: 503 only when the CMS is unreachable, 500 otherwise;
// the cause is logged (with its CmsError kind, status and path) before the page says it was, and
// it never reaches the page (public pages carry no loader data).
import { placeholderAssets } from '../server/assets.server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CmsError } from '../server/cms-client.server';
import { cspHash } from '../server/security.server';
import { render, type RenderResult } from './entry-server';
import type { ContentSource } from './lib/content-source';

function failingSource(error: unknown): ContentSource {
  const fail = async () => {
    throw error;
  };
  return { session: async () => null, layout: fail, page: fail, resources: fail, resource: fail, search: fail } as unknown as ContentSource;
}

let logged: string[];
beforeEach(() => {
  logged = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    logged.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function renderWith(error: unknown): Promise<RenderResult> {
  const result = await render(new Request('http://site.test/about-us'), { source: failingSource(error), assets: placeholderAssets() });
  if (result instanceof Response) throw new Error('expected a page');
  return result;
}

const lines = () => logged.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === 'loader failed');

describe('a failing loader', () => {
  it('an unreachable CMS is a 503, logged with the CmsError kind and path', async () => {
    const result = await renderWith(new CmsError('CMS unreachable (ECONNREFUSED)', 'unreachable', undefined, '/api/global'));
    expect(result.status).toBe(503);
    expect(result.html).toContain('temporarily unavailable');
    // The layout and the page loaders both failed: each is logged.
    expect(lines().length).toBeGreaterThan(0);
    for (const line of lines()) expect(line).toMatchObject({ level: 'error', path: '/about-us', status: 503, cause: { kind: 'unreachable', cmsPath: '/api/global' } });
  });

  it('a CMS answering 503 is unavailable too; a CMS answering 400 or nonsense is a 500', async () => {
    expect((await renderWith(new CmsError('CMS answered 503', 'status', 503, '/api/pages'))).status).toBe(503);
    expect((await renderWith(new CmsError('CMS answered 400', 'status', 400, '/api/pages'))).status).toBe(500);
    expect((await renderWith(new CmsError('does not match its schema', 'invalid', undefined, '/api/pages'))).status).toBe(500);
  });

  it('any other failure is a 500, logged with its stack, and only then does the page say so', async () => {
    const result = await renderWith(new TypeError('boom in a loader'));
    expect(result.status).toBe(500);
    expect(lines()[0]).toMatchObject({ status: 500 });
    expect(String(lines()[0]!.cause)).toContain('TypeError: boom in a loader');
    expect(result.html).toContain('The problem has been logged.');
  });

  it('the cause never reaches the page, and a public page carries no loader data at all', async () => {
    const result = await renderWith(new Error('secret detail: postgres://user:pw@db'));
    expect(result.html).not.toContain('secret detail');
    expect(result.html).toContain('The problem has been logged.');
    expect(result.html).not.toContain('__staticRouterHydrationData');
  });
});

describe('the inline scripts a render allows', () => {
  const executable = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\ssrc=|type="application\/(ld\+)?json"/.test(attrs!)).map(([, , text]) => cspHash(text!));

  it('are those it wrote, the same whatever the page says, and nothing found in the HTML', async () => {
    const a = await renderWith(new CmsError('CMS unreachable', 'unreachable', undefined, '/api/global'));
    const b = await renderWith(new TypeError('another page altogether'));
    expect(a.html).not.toBe(b.html);
    expect(a.inline.scripts).toEqual(b.inline.scripts);
    expect(a.inline.scripts).toContain(placeholderAssets().public.bootHash);
    // Every script the page runs is one of them (the speculation rules and the boot script).
    expect(new Set(executable(a.html))).toEqual(new Set(a.inline.scripts));
    expect(new Set(executable(b.html))).toEqual(new Set(b.inline.scripts));
  });
});
