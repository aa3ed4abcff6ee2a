// What the web's and the CMS's Prometheus registries have in common. Both use prom-client, which
// shared does not depend on: this module only describes the series, so that the two servers label
// and bucket their HTTP series alike and one dashboard reads both. Each server names its own
// (web_http_requests_total, cms_http_requests_total: the names stay where a search finds them).

/** Histogram bounds, in seconds: 5 ms to 10 s. */
export const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** <server>_http_requests_total: prom-client counter options without the name and registry. */
export const HTTP_REQUESTS = {
  help: 'Requests answered, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
};

/** <server>_http_request_duration_seconds: prom-client histogram options without the name and registry. */
export const HTTP_DURATION = {
  help: 'Time to answer a request, by method, route template and status class',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: SECONDS_BUCKETS,
};
