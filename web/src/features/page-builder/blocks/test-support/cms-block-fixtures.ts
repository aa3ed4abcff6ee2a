// CMS-shaped block fixtures: what Strapi's REST API returns for a populated block, with the text
// a visitor must find once it is rendered. Used by the block rendering tests beside this folder.
import type { BlockType } from '@ironbark/shared/blocks/registry';

let mediaId = 100;

/** An image as Strapi's upload plugin returns it in a populated media field. */
export function strapiImage(name: string, alternativeText: string | null, width = 1600, height = 1000) {
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

export const link = (id: number, label: string, href: string, style = 'primary', newTab = false) => ({ id, label, href, style, newTab });

export interface Fixture<T extends BlockType> {
  /** The block as the CMS returns it. */
  raw: { __component: T; id: number } & Record<string, unknown>;
  /** Text a visitor must find on the rendered block. */
  texts: string[];
}

/** CMS-shaped fixtures of the blocks below (a new block is covered by its shared fixture alone). */
export const FIXTURES: { [T in BlockType]?: Fixture<T> } = {
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
          phone: '(02) 9000 1234',
          email: 'hello@ironbark.example.com',
          hours: 'Monday to Friday, 8:30 to 5:00',
        },
      ],
    },
    texts: ['Our offices', 'Head office', 'Canberra ACT 2600', '(02) 9000 1234', 'hello@ironbark.example.com', 'tel:+61290001234'],
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

/** The block types that have a CMS-shaped fixture, in page order. */
export const BLOCK_TYPES_UNDER_TEST = Object.keys(FIXTURES) as BlockType[];

export function fixture(type: BlockType): Fixture<BlockType> {
  return FIXTURES[type]! as Fixture<BlockType>;
}
