import { describe, expect, it } from 'vitest';
import { blockFixtures } from '@ironbark/shared/blocks/fixtures';
import { checkDocument } from '@ironbark/shared/content/content-checks';
import { publishError } from './publish-blocks';

const seo = { metaTitle: 'Contact us', metaDescription: 'Call, e-mail or visit Ironbark Networks: a team in Sydney ready to help your business.' };
const site = { host: 'example.com.au', publishedPaths: new Set<string>(), unpublishedPaths: new Set<string>(), redirectPaths: new Set<string>(), published: [] };

describe('publishError', () => {
  it('lets a page whose every block is valid be published', () => {
    expect(publishError({ seo, blocks: Object.values(blockFixtures) })).toBeNull();
  });

  it('names the block and the field, with the same errors the content checks show', () => {
    const banner = { ...blockFixtures['blocks.cta-banner'], actions: [] };
    const draft = { documentId: 'd1', title: 'Contact', path: '/contact', seo, blocks: [blockFixtures['blocks.hero'], banner] };
    const error = publishError(draft);
    expect(error?.name).toBe('ValidationError');
    expect(error?.message).toBe(
      'This page cannot be published: the site would leave out a block. Block 2, Call-to-action banner: Buttons: at least 1 needed. Fix it or remove it, then publish again.',
    );
    const checks = checkDocument('page', draft, site).problems.filter((p) => p.severity === 'error');
    expect(checks.map((p) => p.message)).toEqual(['Block 2, Call-to-action banner: Buttons: at least 1 needed']);
    expect(error?.details).toEqual({
      errors: [{ path: ['blocks', '1', 'actions'], message: checks[0]!.message, name: 'ValidationError', value: null }],
    });
  });
});
