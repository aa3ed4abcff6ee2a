import { describe, expect, it } from 'vitest';
import { checkDocument, checkNavigation, internalPath, searchPreview, type SiteContext } from './content-checks.js';

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

  it('finds the four acceptance problems of a badly made page, each as a warning with a plain message', () => {
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
    expect(problems.map((p) => p.code).sort()).toEqual(['description-missing', 'image-no-alt', 'link-missing', 'title-too-long']);
    expect(problems.every((p) => p.severity === 'warning' && p.message.length > 20)).toBe(true);
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
    expect(codes({ ...goodPage, seo: { metaTitle: 'Cloud', metaDescription: 'Too short.' } })).toEqual(['title-too-short', 'description-too-short']);
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
