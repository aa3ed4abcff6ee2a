import { describe, expect, it } from 'vitest';
import { blogSummarySchema } from './blog.js';

describe('blogSummarySchema', () => {
  it('reads a list entry whose optional fields are null or missing', () => {
    const summary = blogSummarySchema.parse({ id: 1, documentId: 'b', title: 'News', slug: 'news', type: null, excerpt: null });
    expect(summary).toMatchObject({ title: 'News', type: 'news', featured: false });
    expect(summary.excerpt).toBeUndefined();
  });
});
