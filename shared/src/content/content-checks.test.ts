import { describe, expect, it } from 'vitest';
import { blockFixtures } from '../blocks/fixtures.js';
import { checkDocument, checkNavigation, internalPath, publishErrors, publishRefusal, searchPreview, type SiteContext } from './content-checks.js';

const site = (over: Partial<SiteContext> = {}): SiteContext => ({
  host: 'www.example.com.au',
  publishedPaths: new Set(['/', '/services', '/contact', '/resources/hello']),
  unpublishedPaths: new Set(['/draft-only']),
  redirectPaths: new Set(['/old-services']),
  published: [],
  ...over,
});

const text = (t: string) => ({ type: 'text', text: t });
const para = (...children: unknown[]) => ({ type: 'paragraph', children });
const image = (alt: string | null) => ({ id: 1, name: 'team.jpg', url: '/uploads/team.jpg', alternativeText: alt, mime: 'image/jpeg' });

const goodPage = {
  documentId: 'p1',
  title: 'Cloud services',
  path: '/services/cloud',
  seo: { metaTitle: 'Cloud services for Australian businesses', metaDescription: 'Managed cloud, backup and recovery for businesses across Australia, with local support around the clock.' },
  blocks: [
    { __component: 'blocks.hero', id: 1, heading: 'Cloud services', image: image('Our team at work'), actions: [{ label: 'Contact us', href: '/contact' }] },
    { __component: 'blocks.rich-text', id: 2, heading: 'Why us', body: [{ type: 'heading', level: 3, children: [text('Local')] }, para(text('Near you.'))] },
  ],
};

const codes = (doc: Record<string, unknown>, ctx = site()) => checkDocument('page', doc, ctx).problems.map((p) => p.code);

describe('content checks', () => {
  it('finds nothing to say about a well-made page', () => {
    expect(checkDocument('page', goodPage, site()).problems).toEqual([]);
  });

  it('finds the four acceptance problems of a badly made page: the empty search description as an error (publishing refuses it), the rest as warnings', () => {
    const bad = {
      documentId: 'p2',
      title: 'A'.repeat(90),
      path: '/campaign',
      seo: { metaTitle: '', metaDescription: '' },
      blocks: [
        { __component: 'blocks.hero', id: 1, heading: 'Offer', image: image(null), actions: [{ label: 'See more', href: '/no-such-page' }] },
      ],
    };
    const { problems, preview } = checkDocument('page', bad, site());
    // The empty search description is an error (its rules need 50 characters: publishing refuses
    // it); the warning about the same field would only repeat it. An empty search title falls
    // back to the page title, which is too long: a warning.
    expect(problems.map((p) => [p.severity, p.code, p.field])).toEqual([
      ['error', 'field-invalid', 'seo.metaDescription'],
      ['warning', 'title-too-long', 'seo.metaTitle'],
      ['warning', 'image-no-alt', 'blocks.0.image'],
      ['warning', 'link-missing', 'blocks.0.actions.0'],
    ]);
    expect(problems[0]!.message).toBe('Search and sharing, Search description: missing');
    expect(problems.every((p) => p.message.length > 20)).toBe(true);
    expect(problems.find((p) => p.code === 'image-no-alt')).toMatchObject({ block: { index: 1, component: 'blocks.hero' }, field: 'blocks.0.image' });
    expect(problems.find((p) => p.code === 'link-missing')?.message).toContain('/no-such-page');
    expect(preview.titleTruncated).toBe(true);
    expect(preview.title.length).toBeLessThanOrEqual(61);
    expect(preview.title.endsWith('…')).toBe(true);
  });

  it('shows the address and cuts a long description at about 155 characters', () => {
    const long = `${'word '.repeat(40)}end`;
    const p = searchPreview('page', { ...goodPage, seo: { metaTitle: 'Cloud', metaDescription: long } }, 'www.example.com.au');
    expect(p.address).toBe('www.example.com.au › services › cloud');
    expect(p.descriptionTruncated).toBe(true);
    expect(p.description.length).toBeLessThanOrEqual(156);
    expect(searchPreview('page', goodPage, 'x').titleTruncated).toBe(false);
  });

  it('warns about short titles and descriptions out of range', () => {
    expect(codes({ ...goodPage, seo: { metaTitle: 'Cloud', metaDescription: 'Too short.' } })).toEqual(['field-invalid', 'title-too-short']);
    expect(codes({ ...goodPage, seo: { ...goodPage.seo, metaTitle: `${'Long title '.repeat(6)}end` } })).toEqual(['title-too-long']);
    expect(codes({ ...goodPage, seo: { ...goodPage.seo, metaDescription: 'x'.repeat(161) } })).toEqual(['description-too-long']);
  });

  it('tells unpublished, redirected and missing links apart, in blocks and rich text; ignores external links', () => {
    const doc = {
      ...goodPage,
      blocks: [
        goodPage.blocks[0],
        {
          __component: 'blocks.rich-text',
          id: 3,
          body: [
            para(
              { type: 'link', url: '/draft-only', children: [text('draft')] },
              { type: 'link', url: 'https://www.example.com.au/old-services/', children: [text('old')] },
              { type: 'link', url: 'https://elsewhere.example/', children: [text('out')] },
              { type: 'link', url: '/Services?x=1', children: [text('ok')] },
              { type: 'link', url: '/gone', children: [text('gone')] },
            ),
          ],
        },
      ],
    };
    const problems = checkDocument('page', doc, site()).problems;
    expect(problems.map((p) => p.code)).toEqual(['link-unpublished', 'link-redirects', 'link-missing']);
    expect(problems[0]).toMatchObject({ block: { index: 2 } });
  });

  it('checks heading order: a hero first is the h1, rich text may not add another or skip levels', () => {
    expect(codes({ ...goodPage, blocks: [goodPage.blocks[1]] })).toEqual(['heading-no-h1']);
    const rich = (levels: number[]) => ({
      ...goodPage,
      blocks: [goodPage.blocks[0], { __component: 'blocks.rich-text', id: 2, body: levels.map((level) => ({ type: 'heading', level, children: [text(`L${level}`)] })) }],
    });
    expect(codes(rich([1]))).toEqual(['heading-extra-h1']);
    expect(codes(rich([3, 5]))).toEqual(['heading-skipped-level']);
    expect(codes(rich([3, 4, 3]))).toEqual([]);
  });

  it('finds duplicate titles and descriptions in other published documents, not in the document itself', () => {
    const published = [
      { documentId: 'p1', kind: 'page' as const, name: 'Itself', title: goodPage.seo.metaTitle, description: goodPage.seo.metaDescription },
      { documentId: 'p9', kind: 'page' as const, name: 'Other page', title: goodPage.seo.metaTitle.toUpperCase(), description: 'different' },
    ];
    const problems = checkDocument('page', goodPage, site({ published })).problems;
    expect(problems.map((p) => p.code)).toEqual(['duplicate-title']);
    expect(problems[0]!.message).toContain('Other page');
  });

  it('checks a resource: title, excerpt as description, cover and body', () => {
    const res = { documentId: 'r1', title: 'Hello there, world of cloud', slug: 'hello', excerpt: '', cover: image(''), body: [para({ type: 'link', url: '/nowhere', children: [text('x')] })] };
    const checked = checkDocument('resource', res, site());
    expect(checked.preview.path).toBe('/resources/hello');
    expect(checked.problems.map((p) => p.code)).toEqual(['description-missing', 'image-no-alt', 'link-missing']);
  });

  it('checks the navigation links', () => {
    const nav = { header: [{ label: 'Services', href: '/services', groups: [{ label: 'G', links: [{ label: 'Old', href: '/old-services' }] }] }], footer: [{ label: 'Gone', href: '/gone' }] };
    expect(checkNavigation(nav, site()).map((p) => [p.code, p.field])).toEqual([
      ['link-redirects', 'header.0.groups.0.links.0'],
      ['link-missing', 'footer.0'],
    ]);
  });

  it('treats only same-site links as internal', () => {
    expect(internalPath('mailto:a@b.c', 'x')).toBeNull();
    expect(internalPath('//evil.example/x', 'x')).toBeNull();
    expect(internalPath('#top', 'x')).toBeNull();
    expect(internalPath('/A/b/#c')).toBe('/a/b');
  });
});

describe('one rule source for the checks and publishing', () => {
  const hero = blockFixtures['blocks.hero'];
  const bannerWithoutButton = { ...blockFixtures['blocks.cta-banner'], actions: [] };
  const page = (blocks: unknown[]) => ({ ...goodPage, blocks });

  it('shows a call-to-action banner without its button as an error naming the block and the field', () => {
    const { problems } = checkDocument('page', page([hero, goodPage.blocks[1], bannerWithoutButton]), site());
    expect(problems[0]).toEqual({
      code: 'block-invalid',
      severity: 'error',
      message: 'Block 3, Call-to-action banner: Buttons: at least 1 needed',
      field: 'blocks.2.actions',
      block: { index: 3, component: 'blocks.cta-banner' },
      fieldLabel: 'Buttons',
    });
  });

  it('refuses the publish with the very errors the checks show', () => {
    const doc = page([hero, bannerWithoutButton]);
    const refusal = publishRefusal('page', doc);
    const checked = checkDocument('page', doc, site()).problems.filter((p) => p.severity === 'error');
    expect(refusal?.errors).toEqual(checked);
    expect(refusal?.message).toBe(
      'This page cannot be published: the site would leave out a block. Block 2, Call-to-action banner: Buttons: at least 1 needed. Fix it or remove it, then publish again.',
    );
  });

  it('names a nested field and an unknown block kind', () => {
    const buttonless = { ...hero, actions: [{ href: '/contact' }] };
    const errors = publishErrors('page', page([buttonless, { __component: 'blocks.carousel', id: 3 }]));
    expect(errors.map((e) => [e.code, e.message, e.field])).toEqual([
      ['block-invalid', 'Block 1, Hero: Buttons 1: Button text: missing', 'blocks.0.actions.0.label'],
      ['block-unknown', 'Block 2 (blocks.carousel) is of a kind the site does not know', 'blocks.1'],
    ]);
  });

  it('refuses search fields the site cannot use, naming them', () => {
    const refusal = publishRefusal('page', { ...goodPage, seo: { metaTitle: 'Cloud services', metaDescription: 'Too short.' } });
    expect(refusal?.message).toBe('This page cannot be published: Search and sharing, Search description: too short. Fix it, then publish again.');
    expect(publishRefusal('page', { ...goodPage, seo: null })?.errors.map((e) => e.field)).toEqual(['seo']);
  });

  it('lets a page whose blocks and search fields are all valid be published, and never refuses a resource', () => {
    expect(publishRefusal('page', page(Object.values(blockFixtures)))).toBeNull();
    expect(publishRefusal('resource', { title: 'x', blocks: [bannerWithoutButton] })).toBeNull();
  });
});

describe('freshness', () => {
  const now = new Date('2026-11-28T23:00:00Z');

  it('warns about a page or resource not updated in 12 months, with the date in Sydney time', () => {
    const old = { ...goodPage, updatedAt: '2025-11-28T13:30:00.000Z' }; // 29 Nov 2025, 12:30 am in Sydney
    const problems = checkDocument('page', old, site(), now).problems;
    expect(problems.map((p) => [p.code, p.severity])).toEqual([['not-updated', 'warning']]);
    expect(problems[0]!.message).toBe('Not updated since 29 November 2025: check it is still right, then save it.');
    const resource = { documentId: 'r1', title: 'Hello there, world of cloud', slug: 'hello', excerpt: 'x'.repeat(80), updatedAt: '2024-01-05T00:00:00Z' };
    expect(checkDocument('resource', resource, site(), now).problems.map((p) => p.code)).toEqual(['not-updated']);
  });

  it('says nothing about one updated within the year', () => {
    expect(checkDocument('page', { ...goodPage, updatedAt: '2025-12-01T00:00:00Z' }, site(), now).problems).toEqual([]);
  });
});
