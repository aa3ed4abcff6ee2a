// Staff sessions on top of users-permissions' refresh mode. Strapi's access tokens are stateless
// JWTs naming the session they were minted from; these helpers let the extension accept one only
// while that session lives, and end a whole session (every refresh-token generation of it) at
// sign-out or password change.
//
// A session is a family of records in admin::session: the sign-in record, and one more per
// refresh (the previous record is marked 'rotated' and points at the new one through childId).
import type { Core } from '@strapi/strapi';

export const SESSION_ORIGIN = 'users-permissions';
const SESSION_UID = 'admin::session';
/** Far more refreshes than an 8-hour session with 10-minute tokens can make. */
const MAX_GENERATIONS = 500;

export interface SessionRecord {
  sessionId: string;
  userId: string;
  origin: string;
  status?: string | null;
  childId?: string | null;
  deviceId?: string | null;
  expiresAt: Date | string | number;
  absoluteExpiresAt?: Date | string | number | null;
}

export interface SessionStore {
  bySessionId(sessionId: string): Promise<SessionRecord | null>;
  byChildId(childId: string): Promise<SessionRecord | null>;
}

const time = (value: Date | string | number) => new Date(value).getTime();

/**
 * Whether the session an access token names is still open: its record exists (sign-out and
 * password change delete them), the session has not reached its maximum age, and it is the live
 * generation or an earlier one whose newest descendant is live and within its idle window.
 */
export async function isSessionFamilyActive(store: SessionStore, sessionId: string, now = Date.now()): Promise<boolean> {
  let record = await store.bySessionId(sessionId);
  for (let hop = 0; record && hop < MAX_GENERATIONS; hop++) {
    if (record.origin !== SESSION_ORIGIN) return false;
    if (record.absoluteExpiresAt && time(record.absoluteExpiresAt) <= now) return false;
    if (record.status === 'active' || !record.status) return time(record.expiresAt) > now;
    if (record.status !== 'rotated' || !record.childId) return false;
    record = await store.bySessionId(record.childId);
  }
  return false;
}

/** Every record of the session that sessionId belongs to: ancestors and descendants. */
export async function sessionFamily(store: SessionStore, sessionId: string): Promise<SessionRecord[]> {
  const start = await store.bySessionId(sessionId);
  if (!start) return [];
  const family = [start];
  let up: SessionRecord | null = start;
  for (let hop = 0; up && hop < MAX_GENERATIONS; hop++) {
    up = await store.byChildId(up.sessionId);
    if (up) family.unshift(up);
  }
  let down: SessionRecord | null = start;
  for (let hop = 0; down?.childId && hop < MAX_GENERATIONS; hop++) {
    down = await store.bySessionId(down.childId);
    if (down) family.push(down);
  }
  return family;
}

export function databaseSessionStore(strapi: Core.Strapi): SessionStore {
  const query = () => strapi.db.query(SESSION_UID);
  return {
    bySessionId: async (sessionId) => (await query().findOne({ where: { sessionId, origin: SESSION_ORIGIN } })) as SessionRecord | null,
    byChildId: async (childId) => (await query().findOne({ where: { childId, origin: SESSION_ORIGIN } })) as SessionRecord | null,
  };
}

/** Ends the whole session sessionId belongs to, if it belongs to userId. Returns how many records went. */
export async function revokeSessionFamily(strapi: Core.Strapi, userId: string, sessionId: string): Promise<number> {
  const family = (await sessionFamily(databaseSessionStore(strapi), sessionId)).filter((r) => String(r.userId) === String(userId));
  if (family.length === 0) return 0;
  await strapi.db.query(SESSION_UID).deleteMany({ where: { sessionId: { $in: family.map((r) => r.sessionId) } } });
  // Sessions opened by the trusted login route carry a device id of their own: remove any record
  // of it that is not linked by childId (e.g. a refresh that raced the sign-out).
  const deviceId = family.find((r) => r.deviceId)?.deviceId;
  if (deviceId) await strapi.sessionManager(SESSION_ORIGIN).invalidateRefreshToken(String(userId), deviceId);
  return family.length;
}

/** Ends every session of a user (password changed or reset, account blocked). */
export async function revokeAllSessions(strapi: Core.Strapi, userId: string | number) {
  await strapi.sessionManager(SESSION_ORIGIN).invalidateRefreshToken(String(userId));
}

/**
 * A password set by any route (the staff member's own change, an administrator in the admin,
 * `npm run create-staff -- --reset`) or a block ends every session of that user, so an old access
 * token stops working at once. The built-in change-password route then opens a fresh session.
 */
export function registerSessionRevocation(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid === 'plugin::users-permissions.user' && context.action === 'update') {
      const data = (context.params as { data?: { password?: unknown; blocked?: unknown } }).data;
      const id = (result as { id?: number } | null)?.id;
      if (id !== undefined && data && (data.password !== undefined || data.blocked === true)) {
        await revokeAllSessions(strapi, id);
      }
    }
    return result;
  });
}
