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
      // Checked against the detected type of the bytes, not only the name or the declared type.
      security: {
        allowedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/pdf'],
        deniedTypes: ['image/svg+xml', 'text/html', 'application/x-msdownload', 'application/x-sh'],
      },
    },
  },
});
