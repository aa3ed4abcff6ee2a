import { describe, expect, it } from 'vitest';
import { memoryState } from '../../../server/shared-state.server';
import { claimStart, CONFIRM_TTL_MS, confirmationSubject, createFormTokens, redeemConfirmation } from './form-tokens.server';

const tokens = createFormTokens('test-secret-of-enough-length-000000');
const answers = { name: 'Jo Park', email: 'jo@example.com', message: 'Please call me about SD-WAN.' };

describe('a confirmation is bound to one message', () => {
  const subject = confirmationSubject('contact', 'key-1', answers);
  const token = tokens.confirm(subject, 1_000_000);

  it('confirms that message', () => {
    expect(tokens.confirmedAt(token, subject, 1_000_500)).toBe(1_000_000);
    // Trimming as stored does not make it another message.
    expect(tokens.confirmedAt(token, confirmationSubject('contact', 'key-1', { ...answers, name: ' Jo Park ' }), 1_000_500)).toBe(1_000_000);
  });

  it.each([
    ['another form', confirmationSubject('partner', 'key-1', answers)],
    ['another submission key', confirmationSubject('contact', 'key-2', answers)],
    ['another message', confirmationSubject('contact', 'key-1', { ...answers, message: 'Buy cheap watches.' })],
    ['one more answer', confirmationSubject('contact', 'key-1', { ...answers, company: 'Spam Pty Ltd' })],
  ])('never %s', (_what, other) => {
    expect(tokens.confirmedAt(token, other, 1_000_500)).toBeNull();
  });

  it('expires after an hour and is never from the future', () => {
    expect(tokens.confirmedAt(token, subject, 1_000_000 + CONFIRM_TTL_MS + 1)).toBeNull();
    expect(tokens.confirmedAt(token, subject, 1_000_000 - 10_000)).toBeNull();
  });

  it('refuses forged and malformed tokens', () => {
    for (const bad of [undefined, 42, '', 'abc', `${token}x`, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'a'.repeat(101)]) expect(tokens.confirmedAt(bad, subject, 1_000_500)).toBeNull();
  });
});

describe('a confirmation is single-use', () => {
  it('is good once per site, remembered until it expires', async () => {
    const state = memoryState();
    const now = Date.now();
    const token = tokens.confirm(confirmationSubject('contact', 'k', answers), now);
    expect(await redeemConfirmation(state, 'site-a', token, now, now)).toBe(true);
    expect(await redeemConfirmation(state, 'site-a', token, now, now + 1000)).toBe(false);
    expect(await redeemConfirmation(state, 'site-b', token, now, now + 1000)).toBe(true);
    const other = tokens.confirm(confirmationSubject('contact', 'k2', answers), now);
    expect(await redeemConfirmation(state, 'site-a', other, now, now)).toBe(true);
  });
});

describe('a start token is single-use', () => {
  it('belongs to the first message sent with it: that message may come again, no other may', async () => {
    const state = memoryState();
    const started = tokens.start();
    expect(await claimStart(state, 'site-a', started, 'key-one')).toBe(true);
    expect(await claimStart(state, 'site-a', started, 'key-one')).toBe(true);
    expect(await claimStart(state, 'site-a', started, 'key-two')).toBe(false);
    // Another site sharing the state keeps its own claims; another token is free.
    expect(await claimStart(state, 'site-b', started, 'key-two')).toBe(true);
    expect(await claimStart(state, 'site-a', tokens.start(Date.now() + 1), 'key-two')).toBe(true);
  });

  it('is claimed once when two messages race for it', async () => {
    const state = memoryState();
    const started = tokens.start();
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((k) => claimStart(state, 'site-a', started, `key-${k}`)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('start tokens', () => {
  it('differ for two visitors in the same millisecond, and each still tells when it was issued', () => {
    const now = Date.now();
    const a = tokens.start(now);
    const b = tokens.start(now);
    expect(a).not.toBe(b);
    expect(tokens.startedAt(a, now + 10)).toBe(now);
    expect(tokens.startedAt(b, now + 10)).toBe(now);
    // A changed random part or stamp is not a token.
    expect(tokens.startedAt(`${a[0] === 'x' ? 'y' : 'x'}${a.slice(1)}`, now + 10)).toBeNull();
    expect(tokens.startedAt(a.split('.').slice(1).join('.'), now + 10)).toBeNull();
  });
});
