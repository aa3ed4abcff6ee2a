import { describe, expect, it } from 'vitest';
import { isSessionFamilyActive, sessionFamily, SESSION_ORIGIN, type SessionRecord, type SessionStore } from './staff-sessions';

const NOW = Date.parse('2026-03-02T10:00:00Z');
const MIN = 60_000;

function store(records: SessionRecord[]): SessionStore {
  return {
    bySessionId: async (id) => records.find((r) => r.sessionId === id) ?? null,
    byChildId: async (id) => records.find((r) => r.childId === id) ?? null,
  };
}

const record = (sessionId: string, extra: Partial<SessionRecord> = {}): SessionRecord => ({
  sessionId,
  userId: '7',
  origin: SESSION_ORIGIN,
  status: 'active',
  childId: null,
  expiresAt: new Date(NOW + 60 * MIN),
  absoluteExpiresAt: new Date(NOW + 6 * 60 * MIN),
  ...extra,
});

describe('isSessionFamilyActive', () => {
  it('accepts the live generation of an open session', async () => {
    expect(await isSessionFamilyActive(store([record('s1')]), 's1', NOW)).toBe(true);
  });

  it('refuses a session that no longer exists (signed out, password changed)', async () => {
    expect(await isSessionFamilyActive(store([]), 's1', NOW)).toBe(false);
  });

  it('accepts an earlier generation while its newest descendant is live (a token minted before a refresh)', async () => {
    const s = store([record('s1', { status: 'rotated', childId: 's2' }), record('s2', { status: 'rotated', childId: 's3' }), record('s3')]);
    expect(await isSessionFamilyActive(s, 's1', NOW)).toBe(true);
  });

  it('refuses an earlier generation whose descendants were revoked', async () => {
    const s = store([record('s1', { status: 'rotated', childId: 's2' })]);
    expect(await isSessionFamilyActive(s, 's1', NOW)).toBe(false);
  });

  it('refuses a session past its idle window or its maximum age', async () => {
    expect(await isSessionFamilyActive(store([record('s1', { expiresAt: new Date(NOW - 1) })]), 's1', NOW)).toBe(false);
    expect(await isSessionFamilyActive(store([record('s1', { absoluteExpiresAt: new Date(NOW) })]), 's1', NOW)).toBe(false);
  });

  it('refuses a revoked record and another origin (the admin panel)', async () => {
    expect(await isSessionFamilyActive(store([record('s1', { status: 'revoked' })]), 's1', NOW)).toBe(false);
    expect(await isSessionFamilyActive(store([record('s1', { origin: 'admin' })]), 's1', NOW)).toBe(false);
  });

  it('stops on a cycle', async () => {
    const s = store([record('s1', { status: 'rotated', childId: 's2' }), record('s2', { status: 'rotated', childId: 's1' })]);
    expect(await isSessionFamilyActive(s, 's1', NOW)).toBe(false);
  });
});

describe('sessionFamily', () => {
  it('collects ancestors and descendants in order', async () => {
    const s = store([
      record('s1', { status: 'rotated', childId: 's2' }),
      record('s2', { status: 'rotated', childId: 's3' }),
      record('s3'),
      record('other'),
    ]);
    for (const start of ['s1', 's2', 's3']) {
      expect((await sessionFamily(s, start)).map((r) => r.sessionId)).toEqual(['s1', 's2', 's3']);
    }
    expect((await sessionFamily(s, 'other')).map((r) => r.sessionId)).toEqual(['other']);
    expect(await sessionFamily(s, 'missing')).toEqual([]);
  });
});
