import { describe, expect, it } from 'vitest';
import { blockFixtures } from '@ironbark/shared/blocks/fixtures';
import { publishRefusal } from './publish-blocks';

describe('publishRefusal', () => {
  it('lets a page whose every block is valid be published', () => {
    expect(publishRefusal(Object.values(blockFixtures))).toBeNull();
  });

  it('names the block and the field that would make the site leave it out', () => {
    const banner = { ...blockFixtures['blocks.cta-banner'], actions: [] };
    expect(publishRefusal([blockFixtures['blocks.hero'], banner])).toBe(
      'This page cannot be published: the site would leave out a block. Block 2, Call-to-action banner: Buttons: at least 1 needed. Fix it or remove it, then publish again.',
    );
  });
});
