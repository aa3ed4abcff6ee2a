import { describe, expect, it } from 'vitest';
import { campaignLink, MEDIUM_OF_CHANNEL, tagValue } from './campaign-link';

describe('campaignLink', () => {
  const base = { siteUrl: 'https://www.example.com.au/', path: '/services/sd-wan', source: 'linkedin', medium: 'paid-social', campaign: 'q1-sdwan-linkedin' };

  it('adds source, medium and the campaign code to the page address', () => {
    expect(campaignLink(base)).toBe('https://www.example.com.au/services/sd-wan?utm_source=linkedin&utm_medium=paid-social&utm_campaign=q1-sdwan-linkedin');
  });

  it('lower-cases source and medium, and percent-encodes every value', () => {
    expect(campaignLink({ ...base, source: ' LinkedIn Ads ', medium: 'Paid Social', content: 'Carousel ad #2 & more' })).toBe(
      'https://www.example.com.au/services/sd-wan?utm_source=linkedin-ads&utm_medium=paid-social&utm_campaign=q1-sdwan-linkedin&utm_content=Carousel%20ad%20%232%20%26%20more',
    );
  });

  it('leaves out an empty content and answers null while a part is missing', () => {
    expect(campaignLink({ ...base, content: '  ' })).not.toContain('utm_content');
    expect(campaignLink({ ...base, source: ' ' })).toBeNull();
    expect(campaignLink({ ...base, campaign: '' })).toBeNull();
    expect(campaignLink({ ...base, path: '' })).toBeNull();
  });

  it('keeps the home page as /', () => {
    expect(campaignLink({ ...base, path: '/' })).toMatch(/^https:\/\/www\.example\.com\.au\/\?utm_source=/);
  });

  it('suggests a medium for each channel in the form the dashboard counts', () => {
    for (const medium of Object.values(MEDIUM_OF_CHANNEL)) expect(tagValue(medium)).toBe(medium);
  });
});
