import { describe, expect, it } from 'vitest';
import { siteDay } from '@ironbark/shared/time';
import { actionsAfterOffer, formatOfferDate, offerHasEnded } from './offer';

describe("an offer's today (siteDay)", () => {
  it('is the calendar date in Sydney, not on the server clock', () => {
    // 13:30 UTC on 31 January is 00:30 on 1 February in Sydney (summer time, UTC+11).
    expect(siteDay(new Date('2024-01-31T13:30:00Z'))).toBe('2024-02-01');
    expect(siteDay(new Date('2024-01-31T12:30:00Z'))).toBe('2024-01-31');
    // Winter: UTC+10.
    expect(siteDay(new Date('2024-06-30T13:59:00Z'))).toBe('2024-06-30');
    expect(siteDay(new Date('2024-06-30T14:00:00Z'))).toBe('2024-07-01');
  });
});

describe('offerHasEnded', () => {
  it('ends from the day after the end date', () => {
    expect(offerHasEnded('2024-01-31', '2024-01-30')).toBe(false);
    expect(offerHasEnded('2024-01-31', '2024-01-31')).toBe(false);
    expect(offerHasEnded('2024-01-31', '2024-02-01')).toBe(true);
    expect(offerHasEnded('2024-01-31', '2025-01-01')).toBe(true);
  });

  it('never ends without an end date, or without a known today', () => {
    expect(offerHasEnded(null, '2030-01-01')).toBe(false);
    expect(offerHasEnded(undefined, '2030-01-01')).toBe(false);
    expect(offerHasEnded('2024-01-31', undefined)).toBe(false);
  });
});

describe('formatOfferDate', () => {
  it('writes the date the Australian way', () => {
    expect(formatOfferDate('2024-01-31')).toBe('31 January 2024');
  });
});

describe('actionsAfterOffer', () => {
  const link = (label: string, href: string, style: 'primary' | 'secondary' = 'primary') => ({ id: 1, label, href, style, newTab: false, form: 'none' as const, builtForm: null, enquiryType: 'none' });

  it('keeps the button to the on-page campaign form, asking for an enquiry instead of the offer, and keeps the phone', () => {
    expect(actionsAfterOffer([link('Claim the offer', '#enquire'), link('Call us', 'tel:+61290001234', 'secondary')])).toEqual([
      link('Send an enquiry', '#enquire'),
      link('Call us', 'tel:+61290001234', 'secondary'),
    ]);
  });

  it('leaves buttons to other pages as they are', () => {
    expect(actionsAfterOffer([link('Talk to us', '/contact-us')])).toEqual([link('Talk to us', '/contact-us')]);
  });
});
