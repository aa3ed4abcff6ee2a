// Every block type renders: each block's own fixture (shared/src/blocks) through the component the
// registry finds for it, and CMS-shaped fixtures (what Strapi's REST API returns for a populated
// block) through the shared validator exactly as page data goes, rendered to HTML on the server
// as a visitor receives it.
import { renderWithIslands } from '../../../islands/island-slots.server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fixtureNeeds } from '@ironbark/shared/blocks/fixture-needs';
import { BLOCK_TYPES, blockFixtures, parseBlocks, type Block, type BlockType } from '@ironbark/shared/blocks/registry';
import { FORMS } from '@ironbark/shared/forms/definitions';
import type { BlogSummary } from '@ironbark/shared/content/blog';
import type { PageSummary } from '@ironbark/shared/content/page';
import type { LayoutData, PageExtras } from '../../../lib/content-source';
import type { BlockContext } from './block-props';
import { BLOCK_COMPONENTS, Blocks } from './registry';

// ---------------------------------------------------------------------------------------------
// Strapi-shaped data

let mediaId = 100;

/** An image as Strapi's upload plugin returns it in a populated media field. */
function strapiImage(name: string, alternativeText: string | null, width = 1600, height = 1000) {
  const id = ++mediaId;
  const hash = `${name}_${id.toString(16)}`;
  const format = (prefix: string, w: number) => ({
    name: `${prefix}_${name}.webp`,
    hash: `${prefix}_${hash}`,
    ext: '.webp',
    mime: 'image/webp',
    path: null,
    width: w,
    height: Math.round((height * w) / width),
    size: 12.3,
    sizeInBytes: 12300,
    url: `/uploads/${prefix}_${hash}.webp`,
  });
  return {
    id,
    documentId: `media${id}docid00000000`,
    name: `${name}.webp`,
    alternativeText,
    caption: null,
    width,
    height,
    formats: { thumbnail: format('thumbnail', 245), small: format('small', 500), medium: format('medium', 750) },
    hash,
    ext: '.webp',
    mime: 'image/webp',
    size: 180.4,
    url: `/uploads/${hash}.webp`,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    createdAt: '2024-05-14T09:30:05.000Z',
    updatedAt: '2024-05-14T09:30:05.000Z',
    publishedAt: '2024-05-14T09:30:05.000Z',
  };
}

const link = (id: number, label: string, href: string, style = 'primary', newTab = false) => ({ id, label, href, style, newTab });

interface Fixture<T extends BlockType> {
  /** The block as the CMS returns it. */
  raw: { __component: T; id: number } & Record<string, unknown>;
  /** Text a visitor must find on the rendered block. */
  texts: string[];
}

/** CMS-shaped fixtures of the blocks below (a new block is covered by its shared fixture alone). */
const FIXTURES: { [T in BlockType]?: Fixture<T> } = {
  'blocks.hero': {
    raw: {
      __component: 'blocks.hero',
      id: 1,
      variant: 'full',
      eyebrow: 'Managed networks',
      heading: 'Connectivity for regional Australia',
      subheading: 'Networks, radio and cloud for councils, utilities and holiday parks.',
      offer: null,
      actions: [link(11, 'Talk to an expert', '/contact-us'), link(12, 'Our services', '/services', 'secondary')],
      image: strapiImage('hero-tower', 'Radio tower above a country town at dusk'),
    },
    texts: ['Managed networks', 'Connectivity for regional Australia', 'Talk to an expert', 'Our services'],
  },
  'blocks.rich-text': {
    raw: {
      __component: 'blocks.rich-text',
      id: 2,
      heading: 'How we work',
      width: 'narrow',
      body: [
        { type: 'paragraph', children: [{ type: 'text', text: 'We design, build and run your network.' }] },
        { type: 'heading', level: 3, children: [{ type: 'text', text: 'Support around the clock' }] },
        {
          type: 'list',
          format: 'unordered',
          children: [
            { type: 'list-item', children: [{ type: 'text', text: 'A local service desk' }] },
            { type: 'list-item', children: [{ type: 'text', text: 'Engineers on site within hours' }] },
          ],
        },
      ],
    },
    texts: ['How we work', 'We design, build and run your network.', 'Support around the clock', 'A local service desk'],
  },
  'blocks.card-grid': {
    raw: {
      __component: 'blocks.card-grid',
      id: 3,
      heading: 'Our services',
      intro: 'Everything a regional organisation needs to stay connected.',
      columns: 'three',
      cards: [
        {
          id: 31,
          title: 'Cloud services',
          text: 'Backup and hosting in Australian data centres.',
          href: '/services/cloud-services',
          linkLabel: 'Explore cloud',
          icon: 'cloud',
          image: strapiImage('cloud-racks', 'Server racks in a data centre'),
        },
        { id: 32, title: 'Security solutions', text: 'Access control and CCTV.', href: null, linkLabel: null, icon: 'shield', image: null },
      ],
    },
    texts: ['Our services', 'Cloud services', 'Backup and hosting in Australian data centres.', 'Explore cloud', 'Security solutions'],
  },
  'blocks.feature-list': {
    raw: {
      __component: 'blocks.feature-list',
      id: 4,
      heading: 'What is included',
      intro: null,
      features: [
        { id: 41, icon: 'headset', title: 'Service desk', text: 'Answered by our own team in Australia.' },
        { id: 42, icon: 'lock', title: 'Security updates', text: 'Firmware kept current on every device.' },
      ],
    },
    texts: ['What is included', 'Service desk', 'Answered by our own team in Australia.', 'Security updates'],
  },
  'blocks.image-text': {
    raw: {
      __component: 'blocks.image-text',
      id: 5,
      eyebrow: 'Case in point',
      heading: 'One network for forty sites',
      body: [{ type: 'paragraph', children: [{ type: 'text', text: 'A shire council moved every depot onto SD-WAN.' }] }],
      image: strapiImage('depot', 'Council depot with a new network cabinet', 1200, 800),
      imagePosition: 'left',
      action: link(51, 'Read the case study', '/resources/council-sd-wan', 'text'),
    },
    texts: ['Case in point', 'One network for forty sites', 'A shire council moved every depot onto SD-WAN.', 'Read the case study'],
  },
  'blocks.stats': {
    raw: {
      __component: 'blocks.stats',
      id: 6,
      heading: 'By the numbers',
      intro: 'Two decades of keeping sites online.',
      stats: [
        { id: 61, value: '25+', label: 'Years in business', detail: null },
        { id: 62, value: '99.95%', label: 'Network availability', detail: 'Measured across all managed sites' },
      ],
    },
    texts: ['By the numbers', '25+', 'Years in business', '99.95%', 'Measured across all managed sites'],
  },
  'blocks.logo-cloud': {
    raw: {
      __component: 'blocks.logo-cloud',
      id: 7,
      heading: 'Technology partners',
      intro: null,
      logos: [
        { id: 71, name: 'Aruba', image: strapiImage('aruba', 'Aruba logo', 320, 120), href: 'https://www.arubanetworks.com' },
        { id: 72, name: 'Motorola Solutions', image: null, href: null },
      ],
    },
    texts: ['Technology partners', 'Aruba logo', 'Motorola Solutions'],
  },
  'blocks.testimonial': {
    raw: {
      __component: 'blocks.testimonial',
      id: 8,
      quote: 'The cut-over happened overnight and nobody noticed, which is the best compliment we can give.',
      author: 'Priya Raman',
      role: 'IT Manager',
      organisation: 'Riverina Water',
      photo: strapiImage('priya', null, 240, 240),
    },
    texts: ['The cut-over happened overnight and nobody noticed', 'Priya Raman', 'IT Manager, Riverina Water'],
  },
  'blocks.cta-banner': {
    raw: {
      __component: 'blocks.cta-banner',
      id: 9,
      heading: 'Ready to talk about your network?',
      text: 'Our engineers will call you back within one business day.',
      tone: 'dark',
      actions: [link(91, 'Book a call', '/contact-us'), link(92, 'Call 1300 000 000', 'tel:1300000000', 'secondary')],
    },
    texts: ['Ready to talk about your network?', 'Our engineers will call you back within one business day.', 'Book a call'],
  },
  'blocks.faq': {
    raw: {
      __component: 'blocks.faq',
      id: 10,
      heading: 'Common questions',
      intro: null,
      items: [
        { id: 101, question: 'Do you work outside capital cities?', answer: 'Yes. Most of our sites are regional.\n\nWe have engineers in six states.' },
        { id: 102, question: 'Can you take over an existing network?', answer: 'We audit it first, then take over support.' },
      ],
    },
    texts: ['Common questions', 'Do you work outside capital cities?', 'Most of our sites are regional.', 'We have engineers in six states.'],
  },
  'blocks.steps': {
    raw: {
      __component: 'blocks.steps',
      id: 11,
      heading: 'How a project runs',
      intro: null,
      steps: [
        { id: 111, title: 'Site survey', text: 'We visit every site and map coverage.' },
        { id: 112, title: 'Design', text: 'You approve a design and a fixed price.' },
        { id: 113, title: 'Cut-over', text: 'We switch over out of hours.' },
      ],
    },
    texts: ['How a project runs', 'Site survey', 'We visit every site and map coverage.', 'Cut-over', '03'],
  },
  'blocks.video': {
    raw: {
      __component: 'blocks.video',
      id: 12,
      heading: 'See it in action',
      title: 'Mission-critical push-to-talk in two minutes',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      caption: 'Filmed at a Hunter Valley mine site.',
      poster: strapiImage('ptt-poster', 'Operator holding a push-to-talk handset', 1280, 720),
    },
    texts: ['See it in action', 'Play video: ', 'Mission-critical push-to-talk in two minutes', 'Filmed at a Hunter Valley mine site.'],
  },
  'blocks.team-grid': {
    raw: {
      __component: 'blocks.team-grid',
      id: 13,
      heading: 'Our leadership team',
      intro: null,
      members: [
        { id: 131, name: 'Dana Whitfield', role: 'Managing Director', bio: 'Dana founded Ironbark in 1999.', photo: strapiImage('dana', 'Dana Whitfield', 600, 600) },
        { id: 132, name: 'Tom Nguyen', role: 'Head of Engineering', bio: null, photo: null },
      ],
    },
    texts: ['Our leadership team', 'Dana Whitfield', 'Managing Director', 'Dana founded Ironbark in 1999.', 'Tom Nguyen', 'TN'],
  },
  'blocks.job-openings': {
    raw: {
      __component: 'blocks.job-openings',
      id: 14,
      heading: 'Open roles',
      intro: 'Join a team that keeps regional Australia connected.',
      jobs: [
        {
          id: 141,
          title: 'Field Network Engineer',
          location: 'Wagga Wagga, NSW',
          employment: 'full_time',
          summary: 'Install and maintain networks across the Riverina.',
          applyHref: 'mailto:careers@ironbark.example.com',
        },
      ],
      emptyText: null,
    },
    texts: ['Open roles', 'Field Network Engineer', 'Wagga Wagga, NSW', 'Full time', 'Install and maintain networks across the Riverina.'],
  },
  'blocks.contact-details': {
    raw: {
      __component: 'blocks.contact-details',
      id: 15,
      heading: 'Our offices',
      intro: null,
      offices: [
        {
          id: 151,
          name: 'Head office',
          address: 'Level 2, 10 Example Street\nCanberra ACT 2600',
          phone: '(02) 5550 4200',
          email: 'hello@ironbark.example.com',
          hours: 'Monday to Friday, 8:30 to 5:00',
        },
      ],
    },
    texts: ['Our offices', 'Head office', 'Canberra ACT 2600', '(02) 5550 4200', 'hello@ironbark.example.com', 'tel:+61255504200'],
  },
  'blocks.form': {
    raw: {
      __component: 'blocks.form',
      id: 16,
      form: 'contact',
      heading: 'Send us a message',
      intro: 'We reply within one business day.',
      campaign: null,
      submitLabel: null,
    },
    texts: ['Send us a message', 'We reply within one business day.', 'Send message', 'All fields are required unless marked optional.'],
  },
  'blocks.latest-resources': {
    raw: {
      __component: 'blocks.latest-resources',
      id: 17,
      heading: 'Latest news',
      intro: null,
      type: 'all',
      count: 3,
    },
    texts: ['Latest news', 'Council goes SD-WAN', 'Case study', '14 May 2024', 'All news and case studies'],
  },
  'blocks.child-pages': {
    raw: {
      __component: 'blocks.child-pages',
      id: 18,
      heading: 'Cloud services',
      intro: null,
      columns: 'two',
    },
    texts: ['Backup as a service', 'Copies of your data in two Australian regions.', 'Cloud solutions'],
  },
};

// ---------------------------------------------------------------------------------------------
// The context a page gives its blocks

const layout: LayoutData = {
  global: {
    id: 1,
    documentId: 'global',
    siteName: 'Ironbark Communications',
    tagline: 'Connecting regional Australia',
    phone: '1300 000 000',
    email: 'hello@ironbark.example.com',
    address: 'Canberra ACT',
    abn: '51 824 670 580',
    customerPortalUrl: 'https://portal.ironbark.example.com',
    youtubeUrl: null,
    linkedinUrl: null,
    copyrightYear: '2024',
    footerText: null,
  },
  navigation: { id: 1, documentId: 'navigation', header: [], mobileExtras: [], footer: [] },
  config: {
    siteUrl: 'https://www.ironbark.example.com',
    cmsPublicUrl: 'https://cms.ironbark.example.com',
    cmsSearchToken: '',
    production: false,
    staging: false,
  },
};

const page: PageSummary = {
  documentId: 'page-cloud-services',
  title: 'Cloud services',
  path: '/services/cloud-services',
  summary: 'Backup and hosting in Australian data centres.',
  icon: 'cloud',
  showInSearch: true,
};

const resource: BlogSummary = {
  id: 501,
  documentId: 'blog-council-sd-wan',
  title: 'Council goes SD-WAN',
  slug: 'council-goes-sd-wan',
  type: 'case_study',
  excerpt: 'How a regional council joined forty sites in one weekend.',
  publishedDate: '2024-05-14',
  cover: strapiImage('council-cover', 'Council chambers at night', 1200, 630),
};

const children = [
  { documentId: 'p-baas', title: 'Backup as a service', path: '/services/cloud-services/baas', summary: 'Copies of your data in two Australian regions.', icon: 'database' as const },
  { documentId: 'p-cloud', title: 'Cloud solutions', path: '/services/cloud-services/cloud-solutions', summary: null, icon: 'none' as const },
];

/** The block needs of the fixtures, resolved as the page loader would (latest resources: block 17, child pages: block 18). */
const extras: PageExtras = {
  needs: {
    17: { kind: 'latest-resources', value: [resource] },
    18: { kind: 'child-pages', value: children },
  },
};

/** The same page data, with "today" resolved for a hero of the given id. */
const on = (today: string, heroId = 1): PageExtras => ({ needs: { ...extras.needs, [heroId]: { kind: 'today', value: today } } });

const context: Omit<BlockContext, 'index' | 'firstOfType'> = {
  extras,
  layout,
  page,
  breadcrumbs: [
    { label: 'Home', href: '/' },
    { label: 'Services', href: '/services' },
    { label: 'Cloud services', href: '/services/cloud-services' },
  ],
};

// ---------------------------------------------------------------------------------------------
// Helpers

const BLOCK_TYPES_UNDER_TEST = Object.keys(FIXTURES) as BlockType[];

function fixture(type: BlockType): Fixture<BlockType> {
  return FIXTURES[type]! as Fixture<BlockType>;
}

/** Validates CMS data through the shared schema, as the page loader does; fails on any problem. */
function parse(raws: unknown[]): Block[] {
  const { blocks, problems } = parseBlocks(raws);
  expect(problems, JSON.stringify(problems)).toEqual([]);
  return blocks;
}

function render(blocks: Block[], ctx: Omit<BlockContext, 'index' | 'firstOfType'> = context, location = '/services/cloud-services'): string {
  return renderWithIslands(
    <StaticRouter location={location}>
      <Blocks blocks={blocks} context={ctx} />
    </StaticRouter>,
  );
}

/** Text as React writes it into HTML. */
function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

function renderOne(type: BlockType): string {
  return render(parse([fixture(type).raw]));
}

// ---------------------------------------------------------------------------------------------

describe('the registry', () => {
  it('finds a component for every block type, and every component file is a block type', () => {
    expect(Object.keys(BLOCK_COMPONENTS).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it.each(BLOCK_TYPES)('%s renders its own fixture as a section with its heading', (type) => {
    const blocks = parse([blockFixtures[type]]);
    const html = render(blocks, { ...context, extras: { needs: fixtureNeeds(blocks) } });
    expect(html).toMatch(/<section\b/);
    const heading = (blockFixtures[type] as { heading?: string }).heading;
    if (heading) expect(html).toContain(escaped(heading));
  });
});

describe('CMS-shaped fixtures', () => {

  it('all pass the shared schema, in page order', () => {
    const blocks = parse(BLOCK_TYPES_UNDER_TEST.map((t) => fixture(t).raw));
    expect(blocks.map((b) => b.__component)).toEqual(BLOCK_TYPES_UNDER_TEST);
  });
});

describe('every block type renders from a CMS-shaped fixture', () => {
  it.each(BLOCK_TYPES_UNDER_TEST)('%s renders its content', (type) => {
    const html = renderOne(type);
    expect(html.length).toBeGreaterThan(0);
    for (const text of fixture(type).texts) expect(html, `${type}: "${text}"`).toContain(escaped(text));
  });

  it('renders a whole page of every block type together, each block once, in order', () => {
    const html = render(parse(BLOCK_TYPES_UNDER_TEST.map((t) => fixture(t).raw)));
    let from = 0;
    for (const type of BLOCK_TYPES_UNDER_TEST) {
      const first = escaped(fixture(type).texts[0]!);
      const at = html.indexOf(first, from);
      expect(at, `${type} appears after the block before it`).toBeGreaterThanOrEqual(from);
      from = at;
    }
  });
});

describe('images', () => {
  it('every image of every block carries its width, height and alt text', () => {
    const html = render(parse(BLOCK_TYPES_UNDER_TEST.map((t) => fixture(t).raw)));
    const images = tags(html, 'img');
    // hero, card, image-text, logo, testimonial photo, video poster, team photo, resource cover
    expect(images.length).toBeGreaterThanOrEqual(8);
    for (const img of images) {
      expect(attr(img, 'width'), img).toMatch(/^\d+$/);
      expect(attr(img, 'height'), img).toMatch(/^\d+$/);
      expect(attr(img, 'alt'), img).toBeDefined();
    }
  });

  it('uses the media library alt text and Strapi sizes for the srcset', () => {
    const [img] = tags(renderOne('blocks.image-text'), 'img');
    expect(img).toBeDefined();
    expect(attr(img!, 'alt')).toBe('Council depot with a new network cabinet');
    expect(attr(img!, 'width')).toBe('1200');
    expect(attr(img!, 'height')).toBe('800');
    expect(attr(img!, 'srcSet') ?? attr(img!, 'srcset')).toMatch(/\/uploads\/small_depot_[0-9a-f]+\.webp 500w/);
  });

  it('loads the first block image eagerly and later ones lazily', () => {
    const html = render(parse([FIXTURES['blocks.hero']!.raw, FIXTURES['blocks.image-text']!.raw]));
    const [heroImg, laterImg] = tags(html, 'img');
    expect(attr(heroImg!, 'loading')).toBe('eager');
    expect(attr(laterImg!, 'loading')).toBe('lazy');
  });

  it('marks a testimonial photo without alt text as decorative (alt="")', () => {
    const [img] = tags(renderOne('blocks.testimonial'), 'img');
    expect(attr(img!, 'alt')).toBe('');
  });
});

describe('headings', () => {
  it('the hero is the page h1 when it is the first block, an h2 otherwise', () => {
    const heroFirst = render(parse([FIXTURES['blocks.hero']!.raw]));
    expect(tags(heroFirst, 'h1')).toHaveLength(1);
    const heroSecond = render(parse([FIXTURES['blocks.stats']!.raw, FIXTURES['blocks.hero']!.raw]));
    expect(tags(heroSecond, 'h1')).toHaveLength(0);
    expect(heroSecond).toMatch(/<h2[^>]*>Connectivity for regional Australia<\/h2>/);
  });
});

describe('video block', () => {
  it('renders a play button and no iframe, so nothing is requested from YouTube before a click', () => {
    const html = renderOne('blocks.video');
    const buttons = tags(html, 'button');
    expect(buttons).toHaveLength(1);
    expect(attr(buttons[0]!, 'type')).toBe('button');
    expect(html).toContain('Play video: ');
    expect(html).not.toMatch(/<iframe/i);
    // The address travels only in the island's props (data-props), which load nothing.
    expect(html).not.toMatch(/\s(src|srcset|href)="[^"]*(youtube|dQw4w9WgXcQ)/i);
    expect(html).toMatch(/<ironbark-island data-island="video" data-wake="intent"/);
  });
});

describe('FAQ block', () => {
  it('renders each question as a <details>/<summary> accordion with the answer inside', () => {
    const html = renderOne('blocks.faq');
    expect(tags(html, 'details')).toHaveLength(2);
    expect(tags(html, 'summary')).toHaveLength(2);
    expect(html).toMatch(/<summary[^>]*>\s*<span>Do you work outside capital cities\?<\/span>/);
    expect(html).toMatch(/<details[^>]*>[\s\S]*We have engineers in six states\.[\s\S]*<\/details>/);
  });
});

describe('form block', () => {
  it.each(['contact', 'partner', 'campaign-lead'] as const)('the %s form renders every field of its definition', (formName) => {
    const html = render(parse([{ ...FIXTURES['blocks.form']!.raw, form: formName, campaign: 'gday22' }]));
    expect(html).toContain(`action="/api/forms/${formName}"`);
    expect(html).toContain('method="post"');
    for (const field of FORMS[formName].fields) {
      expect(html, `${formName}.${field.name}`).toMatch(new RegExp(`name="${field.name}"`));
      expect(html, `${formName}.${field.name} label`).toContain(escaped(field.label));
    }
    // Public pages carry no per-visitor token (a CDN may store them).
    expect(html).not.toContain('_xsrf');
    expect(html).toContain('name="campaign" value="gday22"');
  });

  it('offers the options of a select field and a required consent checkbox', () => {
    const html = renderOne('blocks.form');
    const select = FORMS.contact.fields.find((f) => f.type === 'select')!;
    for (const option of select.options ?? []) expect(html).toContain(`value="${option.value}"`);
    const consent = tags(html, 'input').find((t) => attr(t, 'name') === 'consent');
    expect(consent).toBeDefined();
    expect(attr(consent!, 'type')).toBe('checkbox');
    expect(consent).toMatch(/\srequired=""/);
  });
});

describe('campaign hero with an end date', () => {
  const campaignHero = (offerEndsOn: string | null) => ({
    ...FIXTURES['blocks.hero']!.raw,
    variant: 'campaign',
    offer: 'Free coverage survey for the first 25 parks',
    offerEndsOn,
    actions: [link(11, 'Claim the offer', '#enquire'), link(12, 'Call us', 'tel:+61255504200', 'secondary')],
  });

  it('shows the offer, its end date and the button to the form until the end date', () => {
    const html = render(parse([campaignHero('2024-01-31')]), { ...context, extras: on('2024-01-31') });
    expect(html).toContain('Free coverage survey for the first 25 parks');
    expect(html).toContain('Ends 31 January 2024');
    expect(html).toContain('href="#enquire"');
    expect(html).not.toContain('Offer ended');
  });

  it('from the next day shows that the offer ended, without the offer, and asks for an enquiry through the campaign form', () => {
    const html = render(parse([campaignHero('2024-01-31')]), { ...context, extras: on('2024-02-01') });
    expect(html).not.toContain('Free coverage survey for the first 25 parks');
    expect(html).toContain('Offer ended');
    expect(html).toContain('This offer ended on 31 January 2024.');
    // Still the page's own form, so the lead keeps its campaign; no longer "claim the offer".
    expect(html).toMatch(/<a[^>]*href="#enquire"[^>]*>Send an enquiry<\/a>/);
    expect(html).toContain('href="tel:+61255504200"');
  });

  it('never ends without an end date', () => {
    const html = render(parse([campaignHero(null)]), { ...context, extras: on('2099-01-01') });
    expect(html).toContain('Free coverage survey for the first 25 parks');
    expect(html).not.toContain('Offer ended');
  });
});

describe('form block: where "Send an enquiry" leads, and the contact details beside the contact form', () => {
  it('gives the first form on the page the id the in-page links use, and only the first', () => {
    const html = render(
      parse([
        { ...FIXTURES['blocks.form']!.raw, id: 41, form: 'campaign-lead', campaign: 'gday22' },
        { ...FIXTURES['blocks.form']!.raw, id: 42, form: 'contact' },
      ]),
    );
    const sections = tags(html, 'section');
    expect(sections.map((t) => attr(t, 'id'))).toEqual(['enquire', 'form-section-42']);
  });

  it('puts the phone number and email address from Global settings beside the contact form', () => {
    const html = render(parse([{ ...FIXTURES['blocks.form']!.raw, form: 'contact' }]));
    expect(html).toContain('href="tel:1300000000"');
    expect(html).toContain('href="mailto:hello@ironbark.example.com"');
    expect(html).toContain('aria-label="Call or email us"');
    // Before the form in the source, so above it on a phone.
    expect(html.indexOf('mailto:hello@ironbark.example.com')).toBeLessThan(html.indexOf('<form'));
  });

  it('has no contact aside on a campaign form (the campaign keeps the lead)', () => {
    const html = render(parse([{ ...FIXTURES['blocks.form']!.raw, form: 'campaign-lead', campaign: 'gday22' }]));
    expect(html).not.toContain('aria-label="Call or email us"');
  });
});

describe('blocks that depend on page data', () => {
  it('child pages link to each child page', () => {
    const html = renderOne('blocks.child-pages');
    expect(html).toContain('href="/services/cloud-services/baas"');
    expect(html).toContain('href="/services/cloud-services/cloud-solutions"');
  });

  it('child pages render nothing when the page has no children', () => {
    const html = render(parse([FIXTURES['blocks.child-pages']!.raw]), { ...context, extras: { needs: { 18: { kind: 'child-pages', value: [] } } } });
    expect(html).toBe('');
  });

  it('latest resources link each resource under /resources', () => {
    expect(renderOne('blocks.latest-resources')).toContain('href="/resources/council-goes-sd-wan"');
  });

  it('latest resources render nothing when there are none for that block', () => {
    const html = render(parse([FIXTURES['blocks.latest-resources']!.raw]), { ...context, extras: { needs: {} } });
    expect(html).toBe('');
  });
});

describe('CMS text stays text', () => {
  it('escapes HTML typed into a block field', () => {
    const raw = { ...FIXTURES['blocks.cta-banner']!.raw, heading: '<img src=x onerror=alert(1)>Offer' };
    const html = render(parse([raw]));
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;Offer');
    expect(tags(html, 'img')).toHaveLength(0);
  });
});
