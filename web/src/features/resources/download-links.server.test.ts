import { describe, expect, it } from 'vitest';
import { memoryState } from '../../../server/shared-state.server';
import { createDownloadLinks, DOWNLOAD_LINK_BASE } from './download-links.server';

const SECRET = 'test-secret-of-enough-length-000000';
const links = createDownloadLinks({ secret: SECRET, state: memoryState(), site: 'test', lifetimeSeconds: 300 });
const tokenOf = (link: string) => link.slice(DOWNLOAD_LINK_BASE.length + 1);

describe('a download link', () => {
  const now = 1_700_000_000_000;
  const token = tokenOf(links.issue('sd-wan-buyers-checklist', 'lead-key-0000000001', now));

  it('names one resource and one lead, within its lifetime', () => {
    const checked = links.check(token, now + 299_000);
    expect(checked).toMatchObject({ ok: true, claims: { s: 'sd-wan-buyers-checklist', l: 'lead-key-0000000001' } });
  });

  it('expires after its lifetime, and says which guide it was for', () => {
    expect(links.check(token, now + 300_000)).toEqual({ ok: false, reason: 'expired', slug: 'sd-wan-buyers-checklist' });
  });

  it('is refused when changed in any way or signed with another secret', () => {
    const [payload, mac] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), s: 'another-guide' })).toString('base64url');
    expect(links.check(`${other}.${mac}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(links.check(`${payload}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, now)).toEqual({ ok: false, reason: 'invalid' });
    const elsewhere = createDownloadLinks({ secret: `${SECRET}x`, state: memoryState(), site: 'test', lifetimeSeconds: 300 });
    expect(elsewhere.check(token, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(links.check('not-a-token', now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('is claimed once: a replay is refused, another link for the same lead is not', async () => {
    const fresh = tokenOf(links.issue('sd-wan-buyers-checklist', 'lead-key-0000000001'));
    const checked = links.check(fresh);
    if (!checked.ok) throw new Error('fresh link refused');
    expect(await links.claim(checked.claims)).toBe(true);
    expect(await links.claim(checked.claims)).toBe(false);
    const second = links.check(tokenOf(links.issue('sd-wan-buyers-checklist', 'lead-key-0000000001')));
    if (!second.ok) throw new Error('second link refused');
    expect(await links.claim(second.claims)).toBe(true);
  });
});
