import { describe, expect, it } from 'vitest';
import { beaconSchema, keepableSearchTerm, keepableUtm, plainText, recordEvent, recordedEventSchema } from './events.js';
import { siteDay } from '../time.js';

describe('beacons', () => {
  it('accepts a page view with its referrer and campaign link, and refuses anything else', () => {
    const ok = beaconSchema.safeParse({ events: [{ type: 'page-view', path: '/services/network-solutions/sd-wan', ref: 'www.LinkedIn.com', utm: { source: 'linkedin', campaign: 'q1-sdwan' } }] });
    expect(ok.success).toBe(true);
    for (const bad of [
      { events: [] },
      { events: [{ type: 'page-view', path: 'https://evil.example/' }] },
      { events: [{ type: 'click', path: '/' }] },
      { events: [{ type: 'page-view', path: '/', ip: '10.0.0.1' }] },
      { events: [{ type: 'form-send', path: '/' }] },
      { events: [{ type: 'pdf-download', path: '/' }] },
      { events: [{ type: 'visit', path: '/' }] },
      { events: [{ type: 'page-view', path: '/', visit: 'short' }] },
      { events: [{ type: 'cta-click', path: '/', cta: 'Book <now>' }] },
      { events: Array.from({ length: 21 }, () => ({ type: 'page-view', path: '/' })) },
    ]) {
      expect(beaconSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
    }
  });
});

describe('recordEvent', () => {
  it('flattens the event, counts a utm_campaign as a campaign code and forgets a referrer from the site itself', () => {
    const at = new Date('2026-03-01T22:30:00Z');
    const parsed = beaconSchema.parse({ events: [{ type: 'page-view', path: '/', ref: 'site.example', utm: { source: 'linkedin', campaign: 'Q1 SD-WAN' } }] });
    const recorded = recordEvent(parsed.events[0]!, at, 'site.example');
    expect(recorded).toEqual({ type: 'page-view', path: '/', campaign: 'q1-sd-wan', utmSource: 'linkedin', utmCampaign: 'Q1 SD-WAN', at: at.toISOString() });
    expect(recordedEventSchema.safeParse({ ...recorded, utmSource: '<b>x</b>' }).success).toBe(false);
    expect(recordedEventSchema.safeParse(recorded).success).toBe(true);
  });

  it('keeps text as plain text: no tag, no angle bracket, no control character, bounded', () => {
    expect(plainText('<img src=x onerror=alert(1)>LinkedIn', 100)).toBe('LinkedIn');
    expect(plainText('a<script>b</script>c', 100)).toBe('a b c');
    expect(plainText('<!-- x -->y', 100)).toBe('y');
    expect(plainText('x < y > z', 100)).toBe('x y z');
    expect(plainText('line\nbreak\u0000 and   tabs\t', 100)).toBe('line break and tabs');
    expect(plainText('<unclosed', 100)).toBe('');
    expect(plainText('ﬁbre', 100)).toBe('fibre');
    expect(plainText('x'.repeat(300), 100)).toHaveLength(100);
    expect(keepableUtm('source', ' LinkedIn ')).toBe('linkedin');
    expect(keepableUtm('campaign', 'Q1 SD-WAN')).toBe('Q1 SD-WAN');
    expect(keepableUtm('medium', '<b></b>')).toBeNull();
  });

  it('keeps a search term only when it cannot name a person', () => {
    expect(keepableSearchTerm('<img src=x>starlink')).toBe('starlink');
    expect(keepableSearchTerm('  Starlink ')).toBe('starlink');
    expect(keepableSearchTerm('jo@example.com')).toBeNull();
    expect(keepableSearchTerm('0400 123 456')).toBeNull();
    expect(keepableSearchTerm('ab')).toBeNull();
  });

  it('counts by the day in Sydney', () => {
    expect(siteDay(new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-02');
    expect(siteDay(new Date('2026-07-01T10:00:00Z'))).toBe('2026-07-01');
  });
});
