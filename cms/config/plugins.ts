type Env = ((key: string, fallback?: string) => string) & {
  int: (key: string, fallback?: number) => number;
  bool: (key: string, fallback?: boolean) => boolean;
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Staff sessions (users-permissions in refresh mode): a sign-in opens a session that lasts at most
 * 8 hours (a working day) and ends after 2 hours without a refresh. Access tokens live 10 minutes;
 * the web renews them with the refresh token. A revoked session's access token is refused at once
 * (src/extensions/users-permissions), so the short lifespan only bounds how long a stolen token
 * could be replayed against a session that is still open.
 */
export const STAFF_SESSION = {
  accessTokenLifespan: 10 * MINUTE,
  maxRefreshTokenLifespan: 8 * HOUR,
  idleRefreshTokenLifespan: 2 * HOUR,
  maxSessionLifespan: 8 * HOUR,
  idleSessionLifespan: 2 * HOUR,
};

/** S3 (or S3-compatible) storage for uploads when S3_BUCKET is set; checked by scripts/env.mjs. */
function s3Provider(env: Env) {
  const accessKeyId = env('S3_ACCESS_KEY_ID', '');
  const endpoint = env('S3_ENDPOINT', '');
  const acl = env('S3_ACL', '');
  return {
    provider: 'aws-s3',
    providerOptions: {
      // Files are linked by this public base URL (the bucket's website, a CDN or the endpoint).
      baseUrl: env('S3_PUBLIC_URL'),
      rootPath: env('S3_ROOT_PATH', '') || undefined,
      s3Options: {
        region: env('S3_REGION', 'us-east-1'),
        ...(endpoint ? { endpoint } : {}),
        forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', false),
        // Without keys the AWS SDK's default chain is used (instance role, AWS_* variables).
        ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey: env('S3_SECRET_ACCESS_KEY') } } : {}),
        // No ACL header unless asked for: buckets created since 2023 refuse ACLs; make the bucket
        // publicly readable by policy instead, or set S3_ACL=public-read where ACLs are in use.
        params: { Bucket: env('S3_BUCKET'), ACL: acl || undefined },
      },
    },
  };
}

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
      jwtManagement: 'refresh',
      sessions: { ...STAFF_SESSION, httpOnly: false },
      register: { allowedFields: [] },
      // Strapi's own limiter keys /auth/local by client address alone (not by account: see
      // middlewares/rateLimit.js in the plugin), counting every attempt. Per address: 30 attempts
      // in 15 minutes across all accounts; per account and address the extension allows 5
      // consecutive failures in 15 minutes, as the web does.
      ratelimit: { interval: { min: 15 }, max: 30 },
    },
  },
  // Leads and first-party measurement: admin screens and the events endpoint (src/plugins/leads).
  leads: { enabled: true, resolve: './src/plugins/leads' },
  history: { enabled: true, resolve: './src/plugins/history' },
  scheduling: { enabled: true, resolve: './src/plugins/scheduling' },
  // Content checks in the edit view of pages and resources, and the site-wide content report.
  'content-checks': { enabled: true, resolve: './src/plugins/content-checks' },
  // The live preview beside a page's edit view, redrawn as the editor types (src/plugins/live-preview).
  'live-preview': { enabled: true, resolve: './src/plugins/live-preview' },
  upload: {
    config: {
      ...(env('S3_BUCKET', '') ? s3Provider(env) : {}),
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 10 * 1024 * 1024),
      // 768 between 640 and 960: a phone's full-width picture or article cover (up to 384 CSS px
      // at DPR 2, 438 at DPR 1.75) takes it instead of the 960 one, at about 60 % of the bytes.
      breakpoints: { large: 1440, medium: 960, compact: 768, small: 640 },
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
