import { PREVIEW_LINK_TTL_MS, signPreviewLink } from '@ironbark/shared/preview/signed-link';
import { previewFieldsOf, previewTargetOf } from '@ironbark/shared/preview/targets';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

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
    // "Open preview" in the content manager: a signed link to the web's preview route, valid for
    // an hour. The link names what to show (a page by path, a resource by documentId, or the
    // home page with the draft navigation and global settings) and carries an HMAC of that, never
    // PREVIEW_SECRET itself. What each content type previews comes from its definition in shared/.
    preview: {
      enabled: true,
      config: {
        allowedOrigins: [webUrl],
        async handler(uid: string, { documentId }: { documentId: string }) {
          const fields = previewFieldsOf(uid);
          let doc: Record<string, unknown> = { documentId };
          if (fields.length > 0) {
            const found = await strapi
              .documents(uid as typeof CONTENT_TYPE_UIDS.page)
              .findOne({ documentId, status: 'draft', fields: fields as never });
            if (!found) return null;
            doc = found as unknown as Record<string, unknown>;
          }
          const target = previewTargetOf(uid, { ...doc, documentId });
          if (!target) return null;
          const params = signPreviewLink({ ...target, expiresAt: Date.now() + PREVIEW_LINK_TTL_MS }, env('PREVIEW_SECRET'));
          return `${webUrl}/preview?${new URLSearchParams({ ...params }).toString()}`;
        },
      },
    },
  };
};
