import { describe, expect, it } from 'vitest';
import { registry, routeLabel } from './registry';

describe('the CMS registry', () => {
  it('names routes by their template, and what no route matched by a fixed name', () => {
    expect(routeLabel('/api/pages/:id', '/api/pages/abc')).toBe('/api/pages/:id');
    expect(routeLabel('([^/]*)', '/whatever-a-visitor-typed')).toBe('/*');
    expect(routeLabel(undefined, '/admin/content-manager')).toBe('/admin/*');
    expect(routeLabel(undefined, '/uploads/a.png')).toBe('/uploads/*');
    expect(routeLabel(undefined, '/x/y/z')).toBe('unmatched');
  });

  it('holds the process metrics and the request and document series', async () => {
    const names = (await registry.getMetricsAsJSON()).map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['process_cpu_user_seconds_total', 'nodejs_eventloop_lag_seconds', 'cms_http_requests_total', 'cms_document_operations_total']));
  });
});
