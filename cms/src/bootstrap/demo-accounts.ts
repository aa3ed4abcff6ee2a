// Demo accounts for local use: an editor for the Strapi admin and a staff member for the site's
// staff area. In production they exist only with DEMO_ACCOUNTS=true and explicit passwords.
import type { Core } from '@strapi/strapi';

export const DEMO_ADMIN_EMAIL = 'admin@example.com';
export const DEMO_STAFF_EMAIL = 'staff@example.com';

export function demoAccountsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.DEMO_ACCOUNTS === 'false') return false;
  if (env.NODE_ENV === 'production') return env.DEMO_ACCOUNTS === 'true';
  return true;
}

export async function ensureDemoAccounts(strapi: Core.Strapi) {
  if (!demoAccountsEnabled()) return;
  const adminPassword = process.env.DEMO_ADMIN_PASSWORD || 'AdminDemo!2024';
  const staffPassword = process.env.DEMO_STAFF_PASSWORD || 'StaffDemo!2024';

  const admins = strapi.db.query('admin::user');
  if (!(await admins.findOne({ where: { email: DEMO_ADMIN_EMAIL } }))) {
    const editor = await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
    await strapi.service('admin::user').create({
      email: DEMO_ADMIN_EMAIL,
      firstname: 'Demo',
      lastname: 'Editor',
      password: adminPassword,
      isActive: true,
      roles: editor ? [editor.id] : [],
    });
    strapi.log.info(`Demo editor created: ${DEMO_ADMIN_EMAIL}`);
  }

  const users = strapi.db.query('plugin::users-permissions.user');
  if (!(await users.findOne({ where: { email: DEMO_STAFF_EMAIL } }))) {
    const role = await strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'authenticated' } });
    await strapi.plugin('users-permissions').service('user').add({
      username: 'staff',
      email: DEMO_STAFF_EMAIL,
      password: staffPassword,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role?.id,
    });
    strapi.log.info(`Demo staff user created: ${DEMO_STAFF_EMAIL}`);
  }
}
