import { describe, expect, it } from 'vitest';
import type { BlogSummary } from '../content/blog.js';
import { blogToSearchItem, kindLabel, searchFieldsOf, shouldShowViewAll, viewAllLabel } from './item.js';
import { pageToSearchItem } from './local-index.js';

describe('shouldShowViewAll', () => {
  it('hides the link for no result or a single result', () => {
    expect(shouldShowViewAll(0)).toBe(false);
    expect(shouldShowViewAll(1)).toBe(false);
  });

  it('shows the link for more than one result', () => {
    expect(shouldShowViewAll(2)).toBe(true);
    expect(shouldShowViewAll(55)).toBe(true);
  });
});

describe('viewAllLabel', () => {
  it('reads "View all N results for term"', () => {
    expect(viewAllLabel(55, 'cloud')).toBe('View all 55 results for cloud');
  });
});

const blog: BlogSummary = {
  id: 1,
  documentId: 'abc',
  title: 'Council goes SD-WAN',
  slug: 'council-goes-sd-wan',
  type: 'case_study',
  excerpt: 'How a regional council joined 14 sites.',
  metaDescription: null,
  metaKeywords: 'SD-WAN, council',
  youtubeUrl: null,
  doc: { id: 9, url: '/uploads/brief.pdf' },
};

describe('search item conversion', () => {
  it('turns a page index entry into a page item linking to its url, keeping its short title for ranking', () => {
    const item = pageToSearchItem({
      id: 3,
      attributes: { metaTitle: 'Cloud services', metaDescription: 'Backups', metaKeywords: 'baas', url: '/services/cloud-services', title: 'Cloud' },
    });
    expect(item).toEqual({ kind: 'page', title: 'Cloud services', description: 'Backups', url: '/services/cloud-services', keywords: 'baas', shortTitle: 'Cloud' });
    expect(searchFieldsOf(item)).toEqual({ titles: ['Cloud services', 'Cloud'], keywords: 'baas', description: 'Backups' });
  });

  it('turns a resource into a resource item under /resources, falling back to the excerpt', () => {
    expect(blogToSearchItem(blog)).toEqual({
      kind: 'resource',
      resourceType: 'case_study',
      title: 'Council goes SD-WAN',
      description: 'How a regional council joined 14 sites.',
      url: '/resources/council-goes-sd-wan',
      keywords: 'SD-WAN, council',
      docUrl: '/uploads/brief.pdf',
      youtubeUrl: undefined,
    });
  });
});

describe('kindLabel', () => {
  it('names pages and each kind of resource', () => {
    expect(kindLabel({ kind: 'page' })).toBe('Page');
    expect(kindLabel({ kind: 'resource', resourceType: 'news' })).toBe('News');
    expect(kindLabel({ kind: 'resource', resourceType: 'case_study' })).toBe('Case study');
    expect(kindLabel({ kind: 'resource', resourceType: 'guide' })).toBe('Guide');
  });
});
