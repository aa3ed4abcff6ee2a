type Env = ((key: string, fallback?: string) => string) & {
  bool: (key: string, fallback?: boolean) => boolean;
};

export default ({ env }: { env: Env }) => {
  const webUrl = env('WEB_URL', 'http://localhost:3000');
  return {
    auth: { secret: env('ADMIN_JWT_SECRET') },
    apiToken: { salt: env('API_TOKEN_SALT') },
    transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: env('ENCRYPTION_KEY') },
    flags: { nps: false, promoteEE: false },
    serveAdminPanel: env.bool('SERVE_ADMIN', true),
    // "Open preview" in the content manager: the web's secret-protected preview route shows the
    // draft of a page without caching it.
    preview: {
      enabled: true,
      config: {
        allowedOrigins: [webUrl],
        async handler(uid: string, { documentId }: { documentId: string }) {
          if (uid !== 'api::page.page') return null;
          const page = await strapi
            .documents('api::page.page')
            .findOne({ documentId, status: 'draft', fields: ['path'] });
          if (!page) return null;
          const params = new URLSearchParams({
            path: String(page.path),
            secret: env('PREVIEW_SECRET'),
          });
          return `${webUrl}/api/preview?${params.toString()}`;
        },
      },
    },
  };
};
