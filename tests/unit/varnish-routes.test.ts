// ops/varnish/default.vcl passes (never caches) exactly the routes the route table
// (shared content/site-routes.ts APP_ROUTES) declares private or staff, and the API; it caches
// every public one. A route added to the table as private fails here until Varnish passes it too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, PRIVATE_PATHS, staticPrefix } from '@ironbark/shared/content/site-routes';

const vcl = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'ops', 'varnish', 'default.vcl'), 'utf8');

/** The URL patterns of vcl_recv's "for one visitor" pass rule, as JavaScript regular expressions. */
function passPatterns(): RegExp[] {
  const rule = /# For one visitor or one moment[^\n]*\n\s*if \(([^\n]+)\) \{\s*return \(pass\);/.exec(vcl);
  expect(rule, 'the pass rule of default.vcl').toBeTruthy();
  return [...rule![1]!.matchAll(/req\.url ~ "((?:[^"\\]|\\.)*)"/g)].map(([, source]) => {
    const insensitive = source!.startsWith('(?i)');
    return new RegExp(insensitive ? source!.slice(4) : source!, insensitive ? 'i' : '');
  });
}

const passed = (url: string) => passPatterns().some((p) => p.test(url));
/** A concrete address of a route: each parameter a sample value, the catch-all a CMS page. */
const sample = (routePath: string) => (routePath === '*' ? '/about-us' : routePath.replace(/:[^/]+/g, 'sample-1'));

describe('Varnish passes exactly the routes the table says are not public', () => {
  it('passes every private and staff route, under any spelling, with a query or below it', () => {
    const closed = APP_ROUTES.filter((r) => r.access !== 'public');
    expect(closed.length).toBeGreaterThan(3);
    for (const route of closed) {
      const at = sample(route.path);
      for (const url of [at, at.toUpperCase(), `${at}?x=1`, `${staticPrefix(route.path)}/more`]) expect([route.id, url, passed(url)]).toEqual([route.id, url, true]);
    }
    for (const prefix of PRIVATE_PATHS) expect(passed(prefix)).toBe(true);
    expect(passed('/api/forms/contact')).toBe(true);
  });

  it('caches every public route', () => {
    for (const route of APP_ROUTES.filter((r) => r.access === 'public')) {
      const url = sample(route.path);
      expect([route.id, url, passed(url)]).toEqual([route.id, url, false]);
      expect(passed(`${url}?utm_source=x`)).toBe(false);
    }
    // A content page whose address starts like a private one is still a page.
    expect(passed('/login-help')).toBe(false);
    expect(passed('/previews-of-2027')).toBe(false);
  });
});
