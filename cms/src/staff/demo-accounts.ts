// Demo accounts for local use: an editor for the Strapi admin and a staff member for the site's
// staff area. Outside production they exist unless DEMO_ACCOUNTS=false, with local passwords. In
// production they exist only when the operator opts in with DEMO_ACCOUNTS=true and gives both
// passwords: production never falls back to a password written in this repository.
import type { Core } from '@strapi/strapi';
import { revokeAllSessions } from './staff-sessions';

export const DEMO_ADMIN_EMAIL = 'admin@example.com';
export const DEMO_STAFF_EMAIL = 'staff@example.com';

const LOCAL_ADMIN_PASSWORD = 'AdminDemo!2024';
const LOCAL_STAFF_PASSWORD = 'StaffDemo!2024';

export type DemoAccountsPlan =
  | { enabled: true; adminPassword: string; staffPassword: string }
  | { enabled: false; reason: string };

/** Whether the demo accounts should exist, and with which passwords. */
export function demoAccountsPlan(env: NodeJS.ProcessEnv = process.env): DemoAccountsPlan {
  if (env.DEMO_ACCOUNTS === 'false') return { enabled: false, reason: 'DEMO_ACCOUNTS=false' };
  if (env.NODE_ENV === 'production') {
    if (env.DEMO_ACCOUNTS !== 'true') return { enabled: false, reason: 'production without DEMO_ACCOUNTS=true' };
    if (!env.DEMO_ADMIN_PASSWORD || !env.DEMO_STAFF_PASSWORD) {
      return { enabled: false, reason: 'production needs DEMO_ADMIN_PASSWORD and DEMO_STAFF_PASSWORD' };
    }
    return { enabled: true, adminPassword: env.DEMO_ADMIN_PASSWORD, staffPassword: env.DEMO_STAFF_PASSWORD };
  }
  return {
    enabled: true,
    adminPassword: env.DEMO_ADMIN_PASSWORD || LOCAL_ADMIN_PASSWORD,
    staffPassword: env.DEMO_STAFF_PASSWORD || LOCAL_STAFF_PASSWORD,
  };
}

/**
 * Production without the opt-in: demo accounts left from an earlier opt-in are switched off (the
 * editor deactivated, the staff member blocked and signed out), not deleted, so nothing they
 * authored loses its author.
 */
async function retireDemoAccounts(strapi: Core.Strapi, reason: string) {
  const admin = (await strapi.db.query('admin::user').findOne({ where: { email: DEMO_ADMIN_EMAIL } })) as { id: number; isActive?: boolean } | null;
  if (admin?.isActive) {
    await strapi.db.query('admin::user').update({ where: { id: admin.id }, data: { isActive: false } });
    strapi.log.warn(`Demo editor ${DEMO_ADMIN_EMAIL} deactivated (${reason})`);
  }
  const staff = (await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { email: DEMO_STAFF_EMAIL } })) as { id: number; blocked?: boolean } | null;
  if (staff && !staff.blocked) {
    await strapi.db.query('plugin::users-permissions.user').update({ where: { id: staff.id }, data: { blocked: true } });
    await revokeAllSessions(strapi, staff.id);
    strapi.log.warn(`Demo staff user ${DEMO_STAFF_EMAIL} blocked (${reason})`);
  }
}

export async function ensureDemoAccounts(strapi: Core.Strapi) {
  const plan = demoAccountsPlan();
  if (!plan.enabled) {
    if (process.env.NODE_ENV === 'production') await retireDemoAccounts(strapi, plan.reason);
    return;
  }
  const { adminPassword, staffPassword } = plan;

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
