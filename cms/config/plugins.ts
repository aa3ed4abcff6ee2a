type Env = ((key: string, fallback?: string) => string) & {
  int: (key: string, fallback?: number) => number;
};

export default ({ env }: { env: Env }) => ({
  // Notification emails go through SMTP when SMTP_HOST is set; without it nothing is sent.
  ...(env('SMTP_HOST', '')
    ? {
        email: {
          config: {
            provider: 'nodemailer',
            providerOptions: {
              host: env('SMTP_HOST'),
              port: env.int('SMTP_PORT', 587),
              secure: env('SMTP_SECURE', 'false') === 'true',
              ...(env('SMTP_USERNAME', '') ? { auth: { user: env('SMTP_USERNAME'), pass: env('SMTP_PASSWORD') } } : {}),
              connectionTimeout: 10000,
            },
            settings: {
              defaultFrom: env('SMTP_FROM', 'website@ironbark.example'),
              defaultReplyTo: env('SMTP_FROM', 'website@ironbark.example'),
            },
          },
        },
      }
    : {}),
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
      jwt: { expiresIn: '8h' },
      register: { allowedFields: [] },
      ratelimit: { interval: 60000, max: 10 },
    },
  },
  upload: {
    config: {
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 10 * 1024 * 1024),
      breakpoints: { large: 1440, medium: 960, small: 640 },
      // Strapi's own first check. It falls back to the name and declared type when it cannot
      // recognise the bytes (SVG, HTML, scripts), so the real gate is src/extensions/upload,
      // which sniffs every file whatever the route.
      security: {
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/pdf'],
        deniedTypes: ['image/svg+xml', 'text/html', 'application/x-msdownload', 'application/x-sh'],
      },
    },
  },
});
