// Staff sessions: the Strapi JWT and who it belongs to, sealed (AES-256-GCM) in an httpOnly,
// SameSite=Strict cookie. The token never reaches page scripts, and any web instance with the
// same SESSION_SECRET can read the session, so nothing is stored on the server.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'ib_session';
export const SESSION_TTL_SECONDS = 8 * 60 * 60;

export interface StaffSession {
  jwt: string;
  user: { id: number; username: string; email: string };
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

function key(secret: string): Buffer {
  return createHash('sha256').update(`session:${secret}`).digest();
}

export function sealSession(secret: string, session: StaffSession): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(session), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function openSession(secret: string, sealed: string | undefined, now = Date.now()): StaffSession | null {
  if (!sealed) return null;
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(secret), iv);
    decipher.setAuthTag(tag);
    const json = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    const session = JSON.parse(json) as StaffSession;
    return session.exp * 1000 > now ? session : null;
  } catch {
    return null;
  }
}
