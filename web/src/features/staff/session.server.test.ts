import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memoryState } from '../../../server/shared-state.server';
import { SessionStore } from './session.server';

const user = { id: 7, username: 'editor', email: 'editor@ironbark.example.com' };
const tokens = { jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6N30.signature', refreshToken: 'eyJhbGciOiJIUzI1NiJ9.eyJyIjoxfQ.sig' };
const MINUTE = 60_000;

function setup() {
  let now = Date.UTC(2024, 4, 14, 9, 30, 5);
  const state = memoryState();
  const store = new SessionStore(state, { namespace: 'http://cms.test', now: () => now });
  return { state, store, advance: (ms: number) => (now += ms), now: () => now };
}

describe('staff sessions', () => {
  it('give each sign-in a new random id that reads back to the user, with the tokens kept apart', async () => {
    const { store } = setup();
    const a = await store.create(user, tokens);
    const b = await store.create(user, tokens);
    expect(a.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.id).not.toBe(b.id);
    expect((await store.read(a.id))?.record.user).toEqual(user);
    expect(await store.tokens(a.id)).toEqual(tokens);
  });

  it('store neither the cookie id nor the tokens in the session record, and key it by a hash of the id', async () => {
    const { state, store } = setup();
    const { id } = await store.create(user, tokens);
    expect(await state.get(`staff:session:${id}`)).toBeNull();
    // The record holds the user and times only.
    const record = await state.get(`staff:session:${createHash('sha256').update(id).digest('base64url')}`);
    expect(record).toBeTruthy();
    expect(record).not.toContain(tokens.jwt);
    expect(record).not.toContain(id);
  });

  it('refuse unknown, malformed and missing ids', async () => {
    const { store } = setup();
    for (const id of [undefined, '', 'not-a-session', 'A'.repeat(43), '../../etc/passwd']) expect(await store.read(id)).toBeNull();
  });

  it('end at sign-out: the same id (a replayed cookie) no longer opens anything', async () => {
    const { store } = setup();
    const { id } = await store.create(user, tokens);
    await store.destroy(id);
    expect(await store.read(id)).toBeNull();
    expect(await store.tokens(id)).toBeNull();
  });

  it('end after 2 hours without a request, and stay open while used', async () => {
    const { store, advance } = setup();
    const { id } = await store.create(user, tokens);
    for (let i = 0; i < 3; i++) {
      advance(110 * MINUTE);
      expect(await store.read(id), `request ${i + 1}, each 110 minutes after the last`).not.toBeNull();
    }
    advance(2 * 60 * MINUTE);
    expect(await store.read(id)).toBeNull();
  });

  it('end 8 hours after sign-in however busy', async () => {
    const { store, advance } = setup();
    const { id } = await store.create(user, tokens);
    for (let elapsed = 0; elapsed < 8 * 60 - 30; elapsed += 30) {
      advance(30 * MINUTE);
      expect(await store.read(id)).not.toBeNull();
    }
    advance(30 * MINUTE);
    expect(await store.read(id)).toBeNull();
  });

  it('a password change ends every other session of that user, not other users’, and the current one continues under a new id', async () => {
    const { store } = setup();
    const a = await store.create(user, tokens);
    const b = await store.create(user, tokens);
    const other = await store.create({ ...user, id: 8, email: 'other@ironbark.example.com' }, tokens);
    const newTokens = { jwt: 'new.jwt.x', refreshToken: 'new.refresh.x' };
    const renewed = await store.renewAfterPasswordChange(a, newTokens);
    expect(renewed.id).not.toBe(a.id);
    expect(await store.read(a.id)).toBeNull();
    expect(await store.read(b.id)).toBeNull();
    expect(await store.read(renewed.id)).not.toBeNull();
    expect(await store.tokens(renewed.id)).toEqual(newTokens);
    expect(await store.read(other.id)).not.toBeNull();
    // A sign-in after the change is of the new generation.
    const later = await store.create(user, tokens);
    expect(await store.read(later.id)).not.toBeNull();
  });

  it('keep users of different CMSs apart when they share one store', async () => {
    const { state } = setup();
    const one = new SessionStore(state, { namespace: 'http://cms-one' });
    const two = new SessionStore(state, { namespace: 'http://cms-two' });
    const s = await two.create(user, tokens);
    await one.endAllSessions(user.id);
    expect(await two.read(s.id)).not.toBeNull();
  });

  it('let one caller at a time refresh the tokens of a session', async () => {
    const { store } = setup();
    const { id } = await store.create(user, tokens);
    expect(await store.lockRefresh(id)).toBe(true);
    expect(await store.lockRefresh(id)).toBe(false);
    await store.unlockRefresh(id);
    expect(await store.lockRefresh(id)).toBe(true);
  });

  it('read the same from a second store on the same shared state (another instance)', async () => {
    const { state, store, now } = setup();
    const other = new SessionStore(state, { namespace: 'http://cms.test', now });
    const { id } = await store.create(user, tokens);
    expect((await other.read(id))?.record.user).toEqual(user);
    await other.destroy(id);
    expect(await store.read(id)).toBeNull();
  });
});
