// Staff sessions, tightened (users-permissions in refresh mode, config/plugins.ts):
// - an access token is accepted only while its session is open, so after sign-out or a password
//   change the old token answers 401 at once instead of working until it expires;
// - sign-out ends the whole session (every refresh generation), and works with the refresh token
//   alone when the access token has already expired;
// - the public sign-in doors are closed (404, or 405 from the router): /api/auth/local,
//   registration, password reset by email, email confirmation and third-party providers. Staff
//   sign in through the web, which calls the trusted /api/staff-auth/login with its API token
//   after its own limits (per address, per account, device cookies): a door beside it would let
//   guesses skip those limits;
// - were /api/auth/local reopened, it answers an unknown account as slowly as a wrong password, and
//   stops after 5 consecutive failures for one account from one address within 15 minutes.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { FailureLimiter, INVALID_CREDENTIALS } from '../../staff/login-guard';
import { findLocalUser, passwordCheckFor } from '../../staff/staff-login';
import { databaseSessionStore, isSessionFamilyActive, revokeSessionFamily, SESSION_ORIGIN } from '../../staff/staff-sessions';

type Factory<T> = (deps: { strapi: Core.Strapi }) => T;

interface JwtService {
  getToken(ctx: unknown): Promise<unknown> | null;
  verify(token: string): Promise<{ id?: number | string; sessionId?: string } & Record<string, unknown>>;
  issue(payload: unknown, options?: unknown): unknown;
}

interface AuthContext {
  params: { provider?: string };
  request: { body?: Record<string, unknown>; ip: string };
  state: { user?: { id: number | string }; session?: { id: string } };
  set(name: string, value: string): void;
  send(body: unknown): unknown;
  unauthorized(message?: string): unknown;
}

type AuthController = Record<string, (ctx: AuthContext, ...rest: unknown[]) => Promise<unknown>>;

interface Route {
  method: string;
  path: string;
}

type RouterInput = ((strapi: Core.Strapi) => { type: string; routes: Route[] }) | { type?: string; routes: Route[] };

interface UsersPermissionsPlugin {
  services: Record<string, unknown> & { jwt: Factory<JwtService> };
  controllers: Record<string, unknown> & { auth: Factory<AuthController> };
  routes: Record<string, RouterInput>;
}

/** Content API routes of the plugin that are not served at all (see above). */
export const CLOSED_ROUTES: readonly Route[] = [
  { method: 'POST', path: '/auth/local' },
  { method: 'POST', path: '/auth/local/register' },
  { method: 'GET', path: '/connect/(.*)' },
  { method: 'GET', path: '/auth/:provider/callback' },
  { method: 'POST', path: '/auth/forgot-password' },
  { method: 'POST', path: '/auth/reset-password' },
  { method: 'GET', path: '/auth/email-confirmation' },
  { method: 'POST', path: '/auth/send-email-confirmation' },
];

const isOpen = (route: Route) => !CLOSED_ROUTES.some((closed) => closed.method === route.method && closed.path === route.path);

/** The plugin's content API router without the closed routes (a router factory or a router). */
export function withoutClosedRoutes(input: RouterInput): RouterInput {
  if (typeof input === 'function') {
    return (strapi) => {
      const router = input(strapi);
      return { ...router, routes: router.routes.filter(isOpen) };
    };
  }
  return { ...input, routes: input.routes.filter(isOpen) };
}

const refreshMode = (strapi: Core.Strapi) => strapi.config.get<string>('plugin::users-permissions.jwtManagement', 'legacy-support') === 'refresh';

const isInvalidCredentials = (error: unknown) => error instanceof errors.ValidationError && error.message === INVALID_CREDENTIALS;

export default (plugin: UsersPermissionsPlugin) => {
  if (plugin.routes['content-api']) plugin.routes['content-api'] = withoutClosedRoutes(plugin.routes['content-api']);

  const createJwtService = plugin.services.jwt;
  plugin.services.jwt = (deps) => {
    const service = createJwtService(deps);
    const sessions = databaseSessionStore(deps.strapi);
    return {
      ...service,
      async verify(token) {
        const payload = await service.verify(token);
        if (refreshMode(deps.strapi)) {
          // Same message as Strapi's own refusal: the strategy turns it into 401.
          if (typeof payload.sessionId !== 'string' || !(await isSessionFamilyActive(sessions, payload.sessionId))) {
            throw new Error('Invalid token.');
          }
        }
        return payload;
      },
    };
  };

  const createAuthController = plugin.controllers.auth;
  plugin.controllers.auth = (deps) => {
    const { strapi } = deps;
    const controller = createAuthController(deps);
    const limiter = new FailureLimiter({ max: 5, windowMs: 15 * 60 * 1000 });
    const check = passwordCheckFor(strapi);

    return {
      ...controller,

      async callback(ctx, ...rest) {
        const provider = ctx.params.provider || 'local';
        const body = ctx.request.body ?? {};
        const { identifier, password } = body;
        // Other providers and malformed bodies: Strapi's own handling (and validation messages).
        if (provider !== 'local' || typeof identifier !== 'string' || typeof password !== 'string' || !identifier || !password) {
          return controller.callback(ctx, ...rest);
        }
        const key = `${identifier.toLowerCase()}|${ctx.request.ip}`;
        const wait = limiter.retryAfter(key);
        if (wait > 0) {
          ctx.set('Retry-After', String(wait));
          throw new errors.RateLimitError('Too many failed sign-in attempts. Try again later.');
        }
        try {
          const user = await findLocalUser(strapi, identifier);
          if (!user?.password) {
            await check(password, null);
            throw new errors.ValidationError(INVALID_CREDENTIALS);
          }
          const result = await controller.callback(ctx, ...rest);
          limiter.success(key);
          return result;
        } catch (error) {
          if (isInvalidCredentials(error)) limiter.failure(key);
          throw error;
        }
      },

      async logout(ctx, ...rest) {
        if (!refreshMode(strapi)) return controller.logout(ctx, ...rest);
        const sessionManager = strapi.sessionManager(SESSION_ORIGIN);
        const refreshToken = typeof ctx.request.body?.refreshToken === 'string' ? ctx.request.body.refreshToken : undefined;
        const fromRefresh = refreshToken ? await sessionManager.validateRefreshToken(refreshToken) : undefined;
        const user = ctx.state.user;
        if (!user) {
          // Signing out with the refresh token alone (the access token may have expired).
          if (!fromRefresh?.isValid) return ctx.unauthorized('Missing authentication');
          await revokeSessionFamily(strapi, fromRefresh.userId, fromRefresh.sessionId);
          return ctx.send({ ok: true });
        }
        const userId = String(user.id);
        if (ctx.state.session?.id) await revokeSessionFamily(strapi, userId, ctx.state.session.id);
        if (fromRefresh?.isValid && fromRefresh.userId === userId) await revokeSessionFamily(strapi, userId, fromRefresh.sessionId);
        // Strapi's own logout still runs: scope=all, deviceId and the refresh cookie.
        return controller.logout(ctx, ...rest);
      },
    };
  };

  return plugin;
};
