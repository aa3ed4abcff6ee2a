// What editors read in the admin comes from the definitions: every field of every block,
// component and content type has a human label in plain Australian English, and a short
// description where the brief asked for one.
import { describe, expect, it } from 'vitest';
import { contentTypeDefinitions } from '../content/content-types.js';
import { componentDefinitions } from '../strapi-codegen.js';
import type { Field } from './fields.js';

interface Owner {
  uid: string;
  fields: Record<string, Field<unknown>>;
}

const owners: Owner[] = [...contentTypeDefinitions, ...componentDefinitions()];
const allFields = owners.flatMap((o) => Object.entries(o.fields).map(([name, field]) => ({ at: `${o.uid}.${name}`, name, field })));

/** Brand names whose capitals are right. */
const BRANDS = ['YouTube', 'LinkedIn'];
/** American spellings that have no place in Australian English text. */
const US_SPELLING = /\b(color|organization|organize|center|favorite|license|behavior|catalog|program(?!me))\b/i;

/** Why a label is not a plain-language label, or null when it is. */
function labelProblem(name: string, label: string | undefined): string | null {
  if (typeof label !== 'string' || label.trim() === '') return 'has no label';
  if (label === name) return `repeats the field name "${name}"`;
  if (!/^[A-Z0-9]/.test(label)) return 'does not start with a capital letter';
  if (label.length > 40) return 'is longer than 40 characters';
  if (/[_.]$|_/.test(label)) return 'looks like a code name';
  const words = label.split(/[\s/-]+/).filter((w) => !BRANDS.includes(w));
  if (words.some((w) => /[a-z][A-Z]/.test(w))) return 'contains a camelCase word';
  if (US_SPELLING.test(label)) return 'uses an American spelling';
  return null;
}

describe('labels of every field', () => {
  it('walks a real set of definitions (blocks, elements, navigation, SEO and every content type)', () => {
    // Every content type found by file name, these ten among them (a new one joins without a change here).
    expect(contentTypeDefinitions.map((d) => d.name)).toEqual(
      expect.arrayContaining(['blog', 'campaign', 'form', 'form-submission', 'global', 'lead-routing', 'navigation', 'page', 'redirect', 'search-tuning']),
    );
    expect(componentDefinitions().length).toBeGreaterThanOrEqual(30);
    expect(allFields.length).toBeGreaterThan(150);
  });

  it.each(allFields.map((f) => [f.at, f] as const))('%s has a plain-language label', (_at, { name, field }) => {
    expect(labelProblem(name, field.meta.label)).toBeNull();
  });

});

describe('descriptions and placeholders', () => {
  it.each(allFields.filter((f) => f.field.meta.description !== undefined).map((f) => [f.at, f.field] as const))(
    '%s: its description is one short line of Australian English',
    (_at, field) => {
      const description = field.meta.description!;
      expect(description).not.toMatch(/\n/);
      expect(description.length).toBeGreaterThan(10);
      expect(description.length).toBeLessThanOrEqual(200);
      expect(description).not.toMatch(US_SPELLING);
    },
  );

  it.each([
    'api::page.page.showInSearch',
    'shared.seo.noIndex',
    'blocks.image-text.imagePosition',
    'elements.job.applyHref',
    'api::blog.blog.featured',
    'api::blog.blog.slug',
    'blocks.hero.offerEndsOn',
    'api::global.global.copyrightYear',
    'api::form-submission.form-submission.extra',
  ])('%s explains what it does', (at) => {
    const found = allFields.find((f) => f.at === at);
    expect(found, at).toBeDefined();
    expect(found!.field.meta.description ?? '').not.toBe('');
  });

  it('describes showInSearch and featured as the brief says', () => {
    const at = (path: string) => allFields.find((f) => f.at === path)!.field.meta;
    expect(at('api::page.page.showInSearch')).toMatchObject({
      label: 'Show in site search',
      description: 'Show this page in the site search and the search index',
    });
    expect(at('api::blog.blog.featured').description).toMatch(/first on the Resources page/);
  });

  it('placeholders are short examples, not instructions', () => {
    for (const { at, field } of allFields) {
      if (field.meta.placeholder === undefined) continue;
      expect(field.meta.placeholder.length, at).toBeLessThanOrEqual(80);
    }
  });
});
