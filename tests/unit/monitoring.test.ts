// The monitoring files in ops/ against the code: every series the alert rules and the Grafana
// dashboard query is one the web (web/server/metrics.server.ts) or the CMS
// (cms/src/metrics/registry.ts) exports, or one of prom-client's default process metrics; the
// alerts the operators rely on exist; Prometheus scrapes the jobs the rules name.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file: string) => readFileSync(join(REPO, file), 'utf8');

/**
 * The metric names a prom-client source file defines (`new Counter({ name: '...'`, or the web's
 * `counter('...'` helper), with a histogram's series.
 */
function exported(file: string): Set<string> {
  const names = new Set<string>();
  const source = read(file);
  for (const match of source.matchAll(/(?:new (Counter|Gauge|Histogram)\(\{\s*name: |\bcounter\(\s*)'([a-z_]+)'/g)) {
    const [, kind, name] = match;
    names.add(name!);
    if (kind === 'Histogram') for (const suffix of ['_bucket', '_count', '_sum']) names.add(`${name}${suffix}`);
  }
  return names;
}

const DEFAULTS = ['process_resident_memory_bytes', 'process_cpu_seconds_total', 'nodejs_eventloop_lag_p99_seconds', 'up'];
const KNOWN = new Set([...exported('web/server/metrics.server.ts'), ...exported('cms/src/metrics/registry.ts'), ...exported('cms/src/plugins/scheduling/server/runner.ts'), ...DEFAULTS]);

/** The metric names a PromQL expression reads (words followed by a selector, a range or used bare). */
export function metricsIn(expr: string): string[] {
  const withoutStrings = expr.replace(/"[^"]*"/g, '""');
  const functions = new Set(['sum', 'rate', 'increase', 'delta', 'histogram_quantile', 'clamp_min', 'topk', 'by', 'and', 'or', 'le']);
  return [...withoutStrings.matchAll(/\b([a-z_][a-z0-9_]*)\b(?!\s*\()/g)]
    .map((m) => m[1]!)
    .filter((word) => !functions.has(word) && /_/.test(word) && !/^(status|route|outcome|result|model|endpoint|kind|job|instance|action|uid|method)$/.test(word))
    .concat(/\bup\b/.test(withoutStrings) ? ['up'] : []);
}

interface Rule {
  alert: string;
  expr: string;
  labels?: { severity?: string };
  annotations?: { summary?: string };
}

const rules = (parse(read('ops/prometheus/alerts.yml')) as { groups: { name: string; rules: Rule[] }[] }).groups.flatMap((g) => g.rules);
const dashboard = JSON.parse(read('ops/grafana/ironbark.json')) as { uid: string; panels: { type: string; title: string; targets?: { expr: string }[] }[] };

describe('alert rules (ops/prometheus/alerts.yml)', () => {
  it('cover server errors, an unreachable CMS and a growing outbox', () => {
    const byName = new Map(rules.map((r) => [r.alert, r]));
    expect(byName.get('WebServerErrors')?.expr).toMatch(/web_http_requests_total\{status=~"5\.\."\}/);
    expect(byName.get('CmsUnreachable')?.expr).toContain('web_cms_errors_total');
    expect(byName.get('LeadOutboxGrowing')?.expr).toContain('web_leads_outbox_depth');
  });

  it.each(rules.map((r) => [r.alert, r] as const))('%s reads only exported series and says what is wrong', (_name, rule) => {
    const unknown = metricsIn(rule.expr).filter((m) => !KNOWN.has(m));
    expect(unknown).toEqual([]);
    expect(metricsIn(rule.expr).length).toBeGreaterThan(0);
    expect(rule.labels?.severity).toMatch(/^(page|warn)$/);
    expect(rule.annotations?.summary).toBeTruthy();
  });

  it('names only jobs Prometheus scrapes', () => {
    const config = parse(read('ops/prometheus/prometheus.yml')) as { scrape_configs: { job_name: string }[]; rule_files: string[] };
    const jobs = new Set(config.scrape_configs.map((c) => c.job_name));
    for (const rule of rules) for (const [, job] of rule.expr.matchAll(/job="([^"]+)"/g)) expect(jobs).toContain(job);
    expect(config.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
  });
});

describe('the Grafana dashboard (ops/grafana/ironbark.json)', () => {
  const queries = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => [p.title, t.expr] as const));

  it('has panels for requests, latency, the page cache, CMS calls, revalidations, leads and the outbox', () => {
    const all = queries.map(([, expr]) => expr).join('\n');
    for (const series of ['web_http_requests_total', 'web_http_request_duration_seconds_bucket', 'web_page_cache_requests_total', 'web_cms_request_duration_seconds_bucket', 'web_cms_errors_total', 'web_revalidations_total', 'web_leads_total', 'web_leads_outbox_depth', 'cms_http_requests_total', 'cms_document_operations_total']) {
      expect(all).toContain(series);
    }
  });

  it.each(queries)('%s reads only exported series', (_title, expr) => {
    expect(metricsIn(expr).filter((m) => !KNOWN.has(m))).toEqual([]);
  });

  it('the metric-name check itself catches a series nobody exports', () => {
    expect(metricsIn('sum(rate(web_http_requestz_total{status=~"5.."}[5m]))').filter((m) => !KNOWN.has(m))).toEqual(['web_http_requestz_total']);
  });
});
