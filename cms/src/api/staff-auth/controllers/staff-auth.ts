// POST /api/staff-auth/login { identifier, password } -> { jwt, refreshToken, user }.
// Opens a users-permissions session (refresh mode) for a staff member. An unknown account, a
// wrong password, a blocked or unconfirmed account and a user outside the staff role all get the
// same 400 after the same work (one bcrypt comparison), so the answer reveals nothing.
import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { buildSessionMetadata, errors } from '@strapi/utils';
import { INVALID_CREDENTIALS, staffMayLogIn } from '../../../staff/login-guard';
import { findLocalUser, passwordCheckFor } from '../../../staff/staff-login';
import { SESSION_ORIGIN } from '../../../staff/staff-sessions';

interface LoginContext {
  request: { body?: unknown; headers: Record<string, string | string[] | undefined> };
  body: unknown;
}

const MAX_FIELD = 1024;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const check = passwordCheckFor(strapi);
  return {
    async login(ctx: LoginContext) {
      const body = (ctx.request.body ?? {}) as { identifier?: unknown; password?: unknown };
      const { identifier, password } = body;
      if (typeof identifier !== 'string' || typeof password !== 'string' || !identifier.trim() || !password) {
        throw new errors.ValidationError('identifier and password are required');
      }
      if (identifier.length > MAX_FIELD || password.length > MAX_FIELD) throw new errors.ValidationError(INVALID_CREDENTIALS);

      const user = await findLocalUser(strapi, identifier.trim());
      const settings = (await strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' })) as {
        email_confirmation?: boolean;
      } | null;
      const allowed = await staffMayLogIn(user, password, check, { requireConfirmed: settings?.email_confirmation === true });
      if (!user || !allowed) throw new errors.ValidationError(INVALID_CREDENTIALS);

      const sessions = strapi.sessionManager(SESSION_ORIGIN);
      const userAgent = ctx.request.headers['user-agent'];
      // A device id of its own per sign-in groups every refresh of this session (see staff-sessions.ts).
      const refresh = await sessions.generateRefreshToken(String(user.id), randomUUID(), {
        type: 'refresh',
        metadata: buildSessionMetadata({ userAgent: typeof userAgent === 'string' ? userAgent : undefined }),
      });
      const access = await sessions.generateAccessToken(refresh.token);
      if ('error' in access) throw new errors.ApplicationError('The session could not be opened');
      strapi.log.info(`staff sign-in: user ${user.id}`);
      ctx.body = {
        jwt: access.token,
        refreshToken: refresh.token,
        user: { id: user.id, username: user.username, email: user.email },
      };
    },
  };
};
