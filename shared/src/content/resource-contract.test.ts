import { describe, expect, it } from 'vitest';
import { blogContentType } from './blog.js';
import { isValidSlug, SLUG_MAX, slugify, suggestSlug } from './resource-contract.js';
import { RESOURCE_TEXT_FIELDS, resourceDataProblems, textFieldInput } from './resource-fields.js';
import { ALLOWED_UPLOADS, storedFileProblem, UPLOAD_RULES } from './upload-rules.js';

describe('slugs', () => {
  it('stop within the schema\'s limit', () => {
    expect(SLUG_MAX).toBeLessThanOrEqual(blogContentType.fields.slug.strapi.maxLength as number);
  });

  it('validates the slug format and length', () => {
    expect(isValidSlug('sd-wan-for-40-sites')).toBe(true);
    for (const bad of ['SD-WAN', 'a--b', '-a', 'a-', 'a b', 'ä', '', 'a'.repeat(81)]) expect(isValidSlug(bad)).toBe(false);
    expect(isValidSlug('a'.repeat(80))).toBe(true);
  });

  it('slugifies text', () => {
    expect(slugify('SD-WAN for 40 sites!')).toBe('sd-wan-for-40-sites');
    expect(slugify('Café über')).toBe('cafe-uber');
    expect(slugify('!!!')).toBe('');
    expect(slugify('a '.repeat(100)).length).toBeLessThanOrEqual(80);
  });

  it('suggests the slug itself when free, else the first free numbered variant within 80 characters', () => {
    expect(suggestSlug('news', new Set())).toBe('news');
    expect(suggestSlug('news', new Set(['news', 'news-2']))).toBe('news-3');
    const long = 'a'.repeat(80);
    const suggestion = suggestSlug(long, new Set([long]));
    expect(suggestion).toBe(`${'a'.repeat(78)}-2`);
    expect(isValidSlug(suggestion)).toBe(true);
    expect(suggestSlug('Not A Slug', new Set())).toBe('not-a-slug');
    expect(suggestSlug('!!!', new Set())).toBe('resource');
  });
});

describe('text fields', () => {
  it('take their limits from the resource definition (the numbers Strapi enforces)', () => {
    for (const [name, field] of Object.entries(RESOURCE_TEXT_FIELDS)) {
      expect(field.max, name).toBe(blogContentType.strapiSchema.attributes[name]!.maxLength);
      expect(textFieldInput(field).safeParse('x'.repeat(field.max)).success, name).toBe(true);
      expect(textFieldInput(field).safeParse('x'.repeat(field.max + 1)).success, name).toBe(false);
    }
  });

  it('the CMS check refuses unknown fields and text over the limit, naming the field', () => {
    expect(resourceDataProblems({ title: 'A title', excerpt: null, metaTitle: 'Short' })).toEqual([]);
    expect(resourceDataProblems({ title: 'A title', searchText: 'x', createdBy: 1 }).map((p) => p.path[0])).toEqual(['searchText', 'createdBy']);
    expect(resourceDataProblems({ metaTitle: 'x'.repeat(RESOURCE_TEXT_FIELDS.metaTitle.max + 1) })).toEqual([
      { path: ['metaTitle'], message: `Search title: at most ${RESOURCE_TEXT_FIELDS.metaTitle.max} characters` },
    ]);
    expect(resourceDataProblems({ metaTitle: 'Two\nlines' })[0]!.path).toEqual(['metaTitle']);
    expect(resourceDataProblems({ excerpt: 12 })).toEqual([{ path: ['excerpt'], message: 'Summary: expected text' }]);
    expect(resourceDataProblems('title')).toEqual([{ path: ['data'], message: 'Send the resource as an object of fields' }]);
  });
});

describe('upload rules', () => {
  it('take the same images for the cover as the media library does (AVIF included) and PDFs for the document', () => {
    expect(Object.keys(UPLOAD_RULES.cover.types)).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
    expect(UPLOAD_RULES.cover.allowed).toBe('a JPEG, PNG, WebP or AVIF image of up to 5 MB');
    expect(UPLOAD_RULES.doc.allowed).toBe('a PDF document of up to 10 MB');
    expect(ALLOWED_UPLOADS).toBe('Upload a JPEG, PNG, WebP or AVIF image (up to 5 MB) or a PDF document (up to 10 MB).');
  });

  it('judge a stored file for a field', () => {
    expect(storedFileProblem('cover', { mime: 'image/avif', bytes: 100 })).toBeNull();
    expect(storedFileProblem('cover', { mime: 'application/pdf', bytes: 100 })).toBe('The cover must be an image (JPEG, PNG, WebP or AVIF)');
    expect(storedFileProblem('doc', { mime: 'application/pdf', bytes: 10 * 1024 * 1024 + 1 })).toBe('The document must be 10 MB or smaller');
    expect(storedFileProblem('doc', null)).toBe('The document does not exist in the media library');
  });
});
