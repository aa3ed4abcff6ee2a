// Role permissions as code: the public role reads the published site content and nothing else;
// staff (the authenticated role) manage resources and read form submissions. Anything else an
// earlier version granted on our APIs is taken away, so the database always matches this file.
import type { Core } from '@strapi/strapi';

export const PUBLIC_ACTIONS = [
  'api::page.page.find',
  'api::page.page.findOne',
  'api::blog.blog.find',
  'api::blog.blog.findOne',
  'api::global.global.find',
  'api::navigation.navigation.find',
  'plugin::users-permissions.auth.callback',
  // The refresh token is the credential: renewing needs no (possibly expired) access token, and
  // signing out with only the refresh token ends that session.
  'plugin::users-permissions.auth.refresh',
  'plugin::users-permissions.auth.logout',
];

export const STAFF_ACTIONS = [
  'api::page.page.find',
  'api::page.page.findOne',
  'api::blog.blog.find',
  'api::blog.blog.findOne',
  'api::blog.blog.create',
  'api::blog.blog.update',
  'api::blog.blog.delete',
  'api::global.global.find',
  'api::navigation.navigation.find',
  'api::form-submission.form-submission.find',
  'api::form-submission.form-submission.findOne',
  'api::form-submission.form-submission.update',
  'plugin::upload.content-api.upload',
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.findOne',
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
