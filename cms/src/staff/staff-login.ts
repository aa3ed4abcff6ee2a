// Strapi-side pieces of staff sign-in shared by the trusted login route (api/staff-auth) and the
// users-permissions extension: finding the account as users-permissions does, and a password
// check that takes the same time whether or not the account exists.
import type { Core } from '@strapi/strapi';
import { createPasswordCheck, dummyPassword } from './login-guard';

export interface LocalUser {
  id: number;
  username: string;
  email: string;
  password?: string | null;
  blocked?: boolean | null;
  confirmed?: boolean | null;
  role?: { type?: string | null } | null;
}

/** The local account an identifier (email or username) names, as /api/auth/local finds it. */
export function findLocalUser(strapi: Core.Strapi, identifier: string): Promise<LocalUser | null> {
  return strapi.db.query('plugin::users-permissions.user').findOne({
    where: { provider: 'local', $or: [{ email: identifier.toLowerCase() }, { username: identifier }] },
    populate: ['role'],
  }) as Promise<LocalUser | null>;
}

export function passwordCheckFor(strapi: Core.Strapi) {
  const users = strapi.plugin('users-permissions').service('user') as {
    validatePassword(password: string, hash: string): Promise<boolean>;
    ensureHashedPasswords(values: { password: string }): Promise<{ password: string }>;
  };
  // The dummy hash is made by the plugin itself, so it has the same bcrypt cost as real ones.
  return createPasswordCheck(
    (password, hash) => users.validatePassword(password, hash),
    async () => (await users.ensureHashedPasswords({ password: dummyPassword() })).password,
  );
}
