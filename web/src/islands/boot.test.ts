// boot.ts imports nothing (the build keeps it one inline script), so it repeats a few names the
// islands own. This keeps them the same.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COOKIE_ASK_ATTR, COOKIE_CONSENT_KEY } from '../features/layout/cookie-banner.island';
import { ACTION_BAR_DISMISSED_KEY, BAR_HIDDEN_ATTR } from '../features/layout/mobile-action-bar.island';
import { ISLAND_TAG } from './island-types';
import { BELOW_ATTR, SHOWN_ATTR } from '../../server/critical-css.server';

const boot = readFileSync(new URL('./boot.ts', import.meta.url), 'utf8');

describe('the boot script', () => {
  it('uses the storage keys and <html> flags the islands and their CSS use', () => {
    for (const name of [COOKIE_CONSENT_KEY, COOKIE_ASK_ATTR, ACTION_BAR_DISMISSED_KEY, BAR_HIDDEN_ATTR, ISLAND_TAG, SHOWN_ATTR]) expect(boot, name).toContain(`'${name}'`);
  });

  it('finds what is below the first screen by the mark the server writes, and nothing else', () => {
    expect(boot).toContain(`querySelectorAll('[${BELOW_ATTR}]')`);
    expect(boot).not.toMatch(/getComputedStyle|contentVisibility/);
  });

  it('imports nothing and exports nothing, so it builds to one plain script', () => {
    expect(boot).not.toMatch(/^\s*(import|export)\s/m);
  });
});
