type Env = (key: string, fallback?: string) => string;

/** The origin uploads are served from when they live in a bucket (S3_PUBLIC_URL), if any. */
function bucketOrigin(env: Env): string[] {
  const url = env('S3_BUCKET', '') ? env('S3_PUBLIC_URL', '') : '';
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return []; // scripts/env.mjs refuses a malformed S3_PUBLIC_URL before Strapi starts
  }
}

export default ({ env }: { env: Env }) => {
  const bucket = bucketOrigin(env);
  return [
    // Counts and times every request (and serves /metrics to its token); then /_live and /_ready.
    'global::metrics',
    'global::health',
    'strapi::logger',
    'strapi::errors',
    {
      name: 'strapi::security',
      config: {
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            // The built admin loads its scripts from /admin only; helmet's default script-src
            // 'self' stands (Strapi itself adds 'unsafe-inline' to the admin in development and
            // test mode, for Vite's dev server).
            'connect-src': ["'self'", 'https:', ...bucket],
            'img-src': ["'self'", 'data:', 'blob:', ...bucket],
            'media-src': ["'self'", 'data:', 'blob:', ...bucket],
            // Nobody frames the admin or the API; the admin frames the web (preview), which the
            // web's own frame-ancestors allows.
            'frame-ancestors': ["'self'"],
            upgradeInsecureRequests: null,
          },
        },
      },
    },
    {
      name: 'strapi::cors',
      config: {
        // The site's browsers query /api/blogs directly (header search); nothing else needs CORS.
        origin: env('WEB_URL', 'http://localhost:3000').split(','),
        methods: ['GET', 'HEAD', 'OPTIONS'],
        headers: ['Content-Type', 'Authorization', 'Accept'],
        keepHeaderOnError: true,
      },
    },
    // No strapi::poweredBy: an X-Powered-By header only tells attackers what to try.
    'strapi::query',
    // Malformed filters, fields, pagination and populate shapes answer 400, not Strapi's 500.
    'global::query-shape',
    {
      name: 'strapi::body',
      config: { formLimit: '256kb', jsonLimit: '1mb', textLimit: '256kb' },
    },
    'strapi::session',
    'strapi::favicon',
    // Documents under /uploads are served as downloads in a sandbox (after strapi::public answers).
    'global::upload-headers',
    'strapi::public',
  ];
};
