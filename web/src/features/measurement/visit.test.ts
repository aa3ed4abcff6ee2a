import { describe, expect, it } from 'vitest';
import { visitFieldsOfQuery } from '../resources/index.server';
import { createBeacon, eventPath, isGatedDownload, withVisit } from './measurement.lazy.island';
import { cleanUtm, newVisitId, nextVisit, referrerHostOf, utmOf, visitFields } from '../../lib/visit';

describe('the visit (session storage, no cookie)', () => {
  it('keeps the first campaign link once and the last one each time', () => {
    const landed = nextVisit({}, utmOf('?utm_source=linkedin&utm_campaign=q1-sdwan&x=1'), 'www.linkedin.com');
    expect(landed).toEqual({ first: { source: 'linkedin', campaign: 'q1-sdwan' }, last: { source: 'linkedin', campaign: 'q1-sdwan' }, ref: 'www.linkedin.com' });
    const again = nextVisit(landed, utmOf('?utm_source=newsletter&utm_medium=email'), 'mail.example.com');
    expect(again.first).toEqual({ source: 'linkedin', campaign: 'q1-sdwan' });
    expect(again.last).toEqual({ source: 'newsletter', medium: 'email' });
    expect(again.ref).toBe('www.linkedin.com');
    expect(nextVisit(again, utmOf('?page=2'), null)).toEqual(again);
  });

  it('keeps only the host of another site as the referrer', () => {
    expect(referrerHostOf('https://WWW.LinkedIn.com/feed?x=1', 'ironbark.example')).toBe('www.linkedin.com');
    expect(referrerHostOf('https://ironbark.example/sd-wan', 'ironbark.example')).toBeNull();
    expect(referrerHostOf('android-app://com.x', 'ironbark.example')).toBeNull();
    expect(referrerHostOf('', 'ironbark.example')).toBeNull();
  });

  it('leaves out utm values with control characters or over the length limit', () => {
    expect(utmOf(`?utm_source=${encodeURIComponent('a\u0000b')}&utm_term=${'x'.repeat(101)}&utm_medium=cpc`)).toEqual({ medium: 'cpc' });
  });

  it('sends only stored utm values that keep their rules', () => {
    expect(cleanUtm({ source: 'linkedin', medium: 'a\u0007b', campaign: 5, evil: 'x' })).toEqual({ source: 'linkedin' });
    expect(cleanUtm('nonsense')).toBeNull();
  });

  it('becomes the hidden fields the forms post', () => {
    expect(visitFields({ first: { source: 'linkedin', campaign: 'q1-sdwan' }, last: { source: 'google' }, ref: 'www.linkedin.com' })).toEqual({
      _ref: 'www.linkedin.com',
      _utm_first_source: 'linkedin',
      _utm_first_campaign: 'q1-sdwan',
      _utm_last_source: 'google',
    });
  });
});

describe('the beacon', () => {
  it('sends what was queued in beacons of at most 20 events, then nothing more', () => {
    const sent: string[] = [];
    const beacon = createBeacon((body) => sent.push(body) > 0);
    for (let i = 0; i < 25; i++) beacon.add({ type: 'page-view', path: '/' });
    beacon.flush();
    beacon.flush();
    expect(sent.map((b) => (JSON.parse(b) as { events: unknown[] }).events.length)).toEqual([20, 5]);
  });

  it('sends nothing for a path the events API would refuse', () => {
    expect(eventPath('/services/sd-wan')).toBe('/services/sd-wan');
    expect(eventPath('/files/x.html')).toBeNull();
  });

  it('names a visit by 22 random URL-safe characters, which its forms post', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newVisitId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const id = newVisitId();
    expect(visitFields({ id, ref: 'www.linkedin.com' })).toEqual({ _visit: id, _ref: 'www.linkedin.com' });
    expect(visitFields({ id: 'not <valid>' })).toEqual({});
  });
});

describe('a gated guide keeps the visit\'s campaign', () => {
  it('its download link gets the visit\'s hidden fields, and its form takes only those that keep their rules', () => {
    const base = 'https://site.example/resources/x';
    expect(isGatedDownload('https://site.example/resources/sd-wan-buyers-checklist/download', base)).toBe(true);
    expect(isGatedDownload('https://other.example/resources/x/download', base)).toBe(false);
    const href = withVisit('https://site.example/resources/x/download', { id: 'AbCdEfGhIjKlMnOpQrStUv', first: { source: 'linkedin', campaign: 'q1-sdwan' }, ref: 'www.linkedin.com' });
    const query = Object.fromEntries(new URL(href).searchParams);
    expect(query).toEqual({ _visit: 'AbCdEfGhIjKlMnOpQrStUv', _ref: 'www.linkedin.com', _utm_first_source: 'linkedin', _utm_first_campaign: 'q1-sdwan' });
    expect(visitFieldsOfQuery({ ...query, _utm_last_term: 'a\u0000b', _ref: 'not a host', _source: '/elsewhere', other: 'x' })).toEqual({
      _visit: 'AbCdEfGhIjKlMnOpQrStUv',
      _utm_first_source: 'linkedin',
      _utm_first_campaign: 'q1-sdwan',
    });
  });
});
