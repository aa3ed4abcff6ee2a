// Role permissions as code: the public role reads the published site content and nothing else;
// staff (the authenticated role) manage resources, upload files for them and look after their own
// session and password: no form submissions, pages, navigation, global settings, users or media
// library listing. Anything else an earlier version granted on our APIs is taken away, so the
// database always matches this file.
import type { Core } from '@strapi/strapi';
import { contentApiActions } from '@ironbark/shared/content/content-type-uids';

export const PUBLIC_ACTIONS = [
  // Which content each role reads or changes: shared/src/content/content-type-uids.ts.
  ...contentApiActions('public'),
  // No sign-in (auth.callback): /api/auth/local is closed (extensions/users-permissions); staff
  // sign in through the web. The refresh token is the credential: renewing needs no (possibly expired) access token, and
  // signing out with only the refresh token ends that session.
  'plugin::users-permissions.auth.refresh',
  'plugin::users-permissions.auth.logout',
];

/** The resource actions of the blog API (cms/src/api/blog/routes) that staff may use. */
export const STAFF_RESOURCE_ACTIONS = contentApiActions('staff');

export const STAFF_ACTIONS = [
  ...STAFF_RESOURCE_ACTIONS,
  // Upload only: the library listing (/api/upload/files) would show every file of the site.
  'plugin::upload.content-api.upload',
  'plugin::users-permissions.user.me',
  'plugin::users-permissions.auth.changePassword',
  'plugin::users-permissions.auth.logout',
  'plugin::users-permissions.auth.refresh',
];

/** Prefixes this file owns; permissions outside them (other plugins) are left alone. */
const MANAGED_PREFIXES = ['api::', 'plugin::upload.', 'plugin::users-permissions.'];

async function syncRole(strapi: Core.Strapi, type: string, wanted: string[]) {
  const role = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type }, populate: ['permissions'] });
  if (!role) throw new Error(`users-permissions role "${type}" is missing`);
  const current = (role.permissions ?? []) as { id: number; action: string }[];
  const have = new Set(current.map((p) => p.action));
  for (const action of wanted) {
    if (!have.has(action)) {
      await strapi.db
        .query('plugin::users-permissions.permission')
        .create({ data: { action, role: role.id } });
    }
  }
  for (const p of current) {
    if (MANAGED_PREFIXES.some((prefix) => p.action.startsWith(prefix)) && !wanted.includes(p.action)) {
      await strapi.db.query('plugin::users-permissions.permission').delete({ where: { id: p.id } });
    }
  }
}

export async function syncPermissions(strapi: Core.Strapi) {
  await syncRole(strapi, 'public', PUBLIC_ACTIONS);
  await syncRole(strapi, 'authenticated', STAFF_ACTIONS);
  // Staff accounts are created by an administrator, never by sign-up.
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) {
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
  }
}
