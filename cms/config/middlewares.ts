type Env = (key: string, fallback?: string) => string;

export default ({ env }: { env: Env }) => [
  'strapi::logger',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'data:', 'blob:'],
          'frame-ancestors': ["'self'", env('WEB_URL', 'http://localhost:3000')],
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
  'strapi::poweredBy',
  'strapi::query',
  {
    name: 'strapi::body',
    config: { formLimit: '256kb', jsonLimit: '1mb', textLimit: '256kb' },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
