import { describe, expect, it } from 'vitest';
import { BLOG_LIST, childrenTag, PAGE_LIST, pageTag, resourceTag, resourceTypeTag, tagsForChange } from './content-tags.server';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

describe('tagsForChange', () => {
  it("a page's change outdates that page, its old and new paths, its parents' child lists and the page lists only", () => {
    expect(tagsForChange(CONTENT_TYPE_UIDS.page, { paths: ['/services/sd-wan', '/services/sd-wan-managed'] })!.sort()).toEqual(
      [PAGE_LIST, pageTag('/services/sd-wan'), pageTag('/services/sd-wan-managed'), childrenTag('/services')].sort(),
    );
    expect(tagsForChange(CONTENT_TYPE_UIDS.page, { paths: ['/'] })).toEqual([PAGE_LIST, pageTag('/')]);
  });

  it("a resource's change outdates it, the resources of its types and the lists", () => {
    expect(tagsForChange(CONTENT_TYPE_UIDS.blog, { slugs: ['a'], types: ['news', 'guide'] })!.sort()).toEqual(
      [BLOG_LIST, resourceTag('a'), resourceTypeTag('news'), resourceTypeTag('guide')].sort(),
    );
  });

  it('without keys (or a resource without its type) everything of the type goes, never less', () => {
    expect(tagsForChange(CONTENT_TYPE_UIDS.page)).toEqual(['page']);
    expect(tagsForChange(CONTENT_TYPE_UIDS.blog, { slugs: ['a'] })).toEqual(['blog']);
    expect(tagsForChange(CONTENT_TYPE_UIDS.global, { paths: ['/x'] })).toEqual(['global']);
    expect(tagsForChange('api::unknown.thing')).toBeUndefined();
  });

  it('tags are short and use only what a purge by tag accepts, whatever the path', () => {
    for (const tag of [pageTag('/a/b c/é/' + 'x'.repeat(500)), childrenTag('/'), resourceTag('s'.repeat(300)), resourceTypeTag('case-study')]) {
      expect(tag).toMatch(/^[A-Za-z0-9_.:-]{1,64}$/);
    }
    expect(pageTag('/About-Us')).toBe(pageTag('/about-us'));
    expect(pageTag('/a')).not.toBe(pageTag('/b'));
  });
});
