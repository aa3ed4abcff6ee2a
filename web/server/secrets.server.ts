import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares two secrets in constant time (hashing first, so lengths do not leak either). */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}
