import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PATHS } from '@ironbark/shared/content/site-routes';
import { hasActionBar } from './mobile-action-bar';

describe('hasActionBar', () => {
  it('is on service pages and every campaign page, whatever the case of the address', () => {
    expect(hasActionBar('/services')).toBe(true);
    expect(hasActionBar('/services/network-solutions/sd-wan')).toBe(true);
    for (const path of CAMPAIGN_PATHS) expect(hasActionBar(path), path).toBe(true);
    expect(hasActionBar('/caravan23')).toBe(true);
  });

  it('is not on other pages', () => {
    for (const path of ['/', '/contact-us', '/about-us', '/resources', '/industries/government', '/servicesx']) expect(hasActionBar(path), path).toBe(false);
  });
});
