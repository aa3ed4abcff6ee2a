import { describe, expect, it } from 'vitest';
import { blogContentType, blogSummarySchema, resourceInputSchema } from './blog.js';

const valid = {
  title: 'Council goes SD-WAN',
  type: 'case_study',
  publishedDate: '2024-05-14',
};

function errorsOf(input: unknown): Record<string, string> {
  const result = resourceInputSchema.safeParse(input);
  if (result.success) throw new Error('expected errors');
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('resourceInputSchema (what staff may send)', () => {
  it('accepts the three required fields alone', () => {
    expect(resourceInputSchema.parse(valid)).toEqual(valid);
  });

  it('takes its limits from the resource definition (the same numbers Strapi enforces)', () => {
    const limits = {
      title: blogContentType.strapiSchema.attributes.title!.maxLength,
      excerpt: blogContentType.strapiSchema.attributes.excerpt!.maxLength,
      metaKeywords: blogContentType.strapiSchema.attributes.metaKeywords!.maxLength,
      metaDescription: blogContentType.strapiSchema.attributes.metaDescription!.maxLength,
    } as Record<string, number>;
    for (const [field, max] of Object.entries(limits)) {
      const base = { ...valid, title: valid.title };
      expect(resourceInputSchema.safeParse({ ...base, [field]: 'x'.repeat(max) }).success, field).toBe(true);
      expect(Object.keys(errorsOf({ ...base, [field]: 'x'.repeat(max + 1) })), field).toEqual([field]);
    }
  });

  it('refuses a missing or too short title with the staff screen\'s message', () => {
    expect(errorsOf({ ...valid, title: '  ' })).toEqual({ title: 'Give the resource a title' });
    expect(errorsOf({ ...valid, title: 'Hi' })).toEqual({ title: 'Give the resource a title' });
  });

  it('refuses a video address that is not YouTube, naming youtubeUrl', () => {
    expect(errorsOf({ ...valid, youtubeUrl: 'https://vimeo.com/123' })).toEqual({
      youtubeUrl: 'Use a YouTube address (youtube.com/watch?v=… or youtu.be/…)',
    });
    expect(resourceInputSchema.parse({ ...valid, youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }).youtubeUrl).toBe('https://youtu.be/dQw4w9WgXcQ');
  });

  it('refuses an impossible date, an unknown type and a slug with capitals', () => {
    expect(Object.keys(errorsOf({ ...valid, publishedDate: '2024-02-30' }))).toEqual(['publishedDate']);
    expect(Object.keys(errorsOf({ ...valid, type: 'blog' }))).toEqual(['type']);
    expect(Object.keys(errorsOf({ ...valid, slug: 'Council-SD-WAN' }))).toEqual(['slug']);
  });

  it('clears an optional field sent empty (null), and keeps one not sent out of the data', () => {
    const out = resourceInputSchema.parse({ ...valid, excerpt: '', metaDescription: '   ' });
    expect(out.excerpt).toBeNull();
    expect(out.metaDescription).toBeNull();
    expect('youtubeUrl' in out).toBe(false);
  });

  it('takes the body as rich text or as plain text, one paragraph per blank line, never as HTML', () => {
    const plain = resourceInputSchema.parse({ ...valid, body: 'First <b>para</b>.\n\nSecond.' });
    expect(plain.body).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'First <b>para</b>.' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Second.' }] },
    ]);
    const blocks = [{ type: 'heading', level: 2, children: [{ type: 'text', text: 'Why' }] }];
    expect(resourceInputSchema.parse({ ...valid, body: blocks }).body).toEqual(blocks);
    expect(Object.keys(errorsOf({ ...valid, body: [{ type: 'html', children: [] }] }))).toEqual(['body']);
    expect(Object.keys(errorsOf({ ...valid, body: 'b'.repeat(20_001) }))).toEqual(['body']);
  });

  it('takes cover and document as media-library ids', () => {
    expect(resourceInputSchema.parse({ ...valid, cover: 12, doc: null })).toMatchObject({ cover: 12, doc: null });
    expect(Object.keys(errorsOf({ ...valid, cover: 'cover.png' }))).toEqual(['cover']);
  });
});

describe('blogSummarySchema', () => {
  it('reads a list entry whose optional fields are null or missing', () => {
    const summary = blogSummarySchema.parse({ id: 1, documentId: 'b', title: 'News', slug: 'news', type: null, excerpt: null });
    expect(summary).toMatchObject({ title: 'News', type: 'news', featured: false });
    expect(summary.excerpt).toBeUndefined();
  });
});
