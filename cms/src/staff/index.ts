// Staff and sign-in: a user's sessions ended when their password changes (staff-sessions.ts),
// sign-in that tells an attacker nothing (login-guard.ts, staff-login.ts, admin-login.ts), the
// roles' permissions from shared/ (permissions.ts), the web server's API token (api-token.ts) and
// the demo accounts (demo-accounts.ts). Staff-session rules of users-permissions live in
// src/extensions/users-permissions.
import type { Concern } from '../platform/concern';
import { registerConstantTimeAdminLogin } from './admin-login';
import { provisionWebToken } from './api-token';
import { ensureDemoAccounts } from './demo-accounts';
import { syncPermissions } from './permissions';
import { registerSessionRevocation } from './staff-sessions';

export const staff: Concern = {
  register: registerSessionRevocation,
  async prepare(strapi) {
    registerConstantTimeAdminLogin(strapi);
    await syncPermissions(strapi);
    await provisionWebToken(strapi);
  },
  start: ensureDemoAccounts,
};
