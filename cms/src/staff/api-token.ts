// The web server's API token. Its key comes from CMS_API_TOKEN (shared with the web through the
// environment), so both sides agree without anyone copying a key out of the admin panel.
// The token may read content (drafts included, for preview), create form submissions and sign
// staff in (the trusted login route: the web rate-limits by account and address itself).
import type { Core } from '@strapi/strapi';
import { contentApiActions } from '@ironbark/shared/content/content-type-uids';

export const WEB_TOKEN_NAME = 'Web server';

export const WEB_TOKEN_ACTIONS = [
  // What the web reads and writes: shared/src/content/content-type-uids.ts.
  ...contentApiActions('webToken'),
  'api::staff-auth.staff-auth.login',
  // First-party measurement: the web passes its pages' events on in batches.
  'plugin::leads.events.ingest',
];

interface ApiTokenService {
  hash(key: string): string;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
  update(id: number, attributes: Record<string, unknown>): Promise<unknown>;
}

export async function provisionWebToken(strapi: Core.Strapi) {
  const key = process.env.CMS_API_TOKEN;
  if (!key) return;
  const service = strapi.service('admin::api-token') as unknown as ApiTokenService;
  const encryption = strapi.service('admin::encryption') as unknown as {
    encrypt(value: string): string;
  };
  const query = strapi.db.query('admin::api-token');
  let token = (await query.findOne({ where: { name: WEB_TOKEN_NAME } })) as { id: number } | null;
  if (!token) {
    token = await service.create({
      name: WEB_TOKEN_NAME,
      description: 'Used by the web server (content reads, preview, form submissions, measurement events). Key from CMS_API_TOKEN.',
      kind: 'content-api',
      type: 'custom',
      permissions: WEB_TOKEN_ACTIONS,
      lifespan: null,
    });
  } else {
    await service.update(token.id, { permissions: WEB_TOKEN_ACTIONS });
  }
  // Replace the random key Strapi generated with the configured one.
  await query.update({
    where: { id: token.id },
    data: { accessKey: service.hash(key), encryptedKey: encryption.encrypt(key) },
  });
}
