// What the web's and the CMS's Prometheus registries have in common. Both use prom-client, which
// shared does not depend on: this module only describes the series, so that the two servers name,
// label and bucket their HTTP series alike and one dashboard reads both.

/** Histogram bounds, in seconds: 5 ms to 10 s. */
export const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The HTTP series a server exports (prom-client options without the registry), named after it. */
export function httpSeries(server: 'web' | 'cms') {
  return {
    requests: {
      name: `${server}_http_requests_total`,
      help: 'Requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'] as const,
    },
    duration: {
      name: `${server}_http_request_duration_seconds`,
      help: 'Time to answer a request, by method, route template and status class',
      labelNames: ['method', 'route', 'status_class'] as const,
      buckets: SECONDS_BUCKETS,
    },
  };
}
