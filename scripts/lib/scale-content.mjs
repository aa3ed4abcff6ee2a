// Made-up content at scale (scripts/generate-scale.mjs, scripts/bench-scale.mjs): pages built from
// the shared blocks (hero, rich text, card grid, feature list, CTA banner) under the site's
// existing sections, and resources (news, case studies, guides) written from Australian-telco
// words. Everything is derived from the item's number, so two runs make the same data set.
// Images and PDFs are not drawn: resources reuse the few files the seed uploaded.

const SERVICES = ['SD-WAN', 'managed Wi-Fi', 'private LTE', 'P25 radio', 'DMR radio', 'push-to-talk over cellular', 'NBN Enterprise Ethernet', 'dark fibre', 'satellite backhaul', 'Starlink backup', 'SIP trunking', 'Microsoft Teams calling', 'contact centre', 'CCTV', 'access control', 'firewall', 'SASE', 'cloud backup', 'microwave links', 'in-building coverage'];
const CUSTOMERS = ['council', 'water utility', 'school', 'hospital', 'aged-care provider', 'mine site', 'holiday park', 'bus operator', 'port', 'university', 'retail chain', 'state agency', 'emergency service', 'energy retailer', 'solar farm', 'wind farm', 'freight depot', 'airport', 'stadium', 'rural fire brigade'];
const PLACES = ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Hobart', 'Darwin', 'Canberra', 'Newcastle', 'Wollongong', 'Geelong', 'Townsville', 'Cairns', 'Toowoomba', 'Ballarat', 'Bendigo', 'Launceston', 'Albury', 'Dubbo', 'Mackay', 'the Pilbara', 'the Hunter', 'the Riverina', 'Gippsland', 'the Sunshine Coast'];
const OUTCOMES = ['cut outage time by half', 'moved 40 sites in a weekend', 'retired its last 3G modems', 'gained a second path at every site', 'brought radio and cellular onto one console', 'met its new cyber security obligations', 'saved 30 per cent on carriage', 'covered the dead spots on its campus', 'went live before the busy season', 'put every depot on one network'];
const ICONS = ['network', 'radio', 'cloud', 'shield', 'camera', 'wifi', 'phone', 'headset', 'chart', 'map', 'bus', 'building', 'school', 'leaf', 'bolt', 'lock', 'server', 'clock', 'users', 'check', 'globe', 'signal'];
export const RESOURCE_KINDS = ['news', 'case_study', 'guide'];

const at = (list, i) => list[((i % list.length) + list.length) % list.length];
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const slugify = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Strapi rich text (the "blocks" field type) from paragraphs and `## headings`. */
export function richText(parts) {
  return parts.map((p) =>
    p.startsWith('## ')
      ? { type: 'heading', level: 2, children: [{ type: 'text', text: p.slice(3) }] }
      : { type: 'paragraph', children: [{ type: 'text', text: p }] },
  );
}

function paragraph(i) {
  const s = at(SERVICES, i);
  const c = at(CUSTOMERS, i * 3 + 1);
  const p = at(PLACES, i * 7 + 2);
  return `A ${c} in ${p} asked us to look at its ${s} before the contract renewal. We surveyed each site, measured coverage and latency, and put the findings in a plan the board could read in ten minutes. The ${c} ${at(OUTCOMES, i)}, and our service desk in ${at(PLACES, i + 3)} now watches every link around the clock.`;
}

/**
 * Page number n (0-based) under one of the given section paths. Its blocks follow the shared
 * definitions (checked by the caller with parseBlocks before it is sent).
 */
export function scalePage(n, sections) {
  const section = at(sections, n);
  const service = at(SERVICES, n);
  const customer = at(CUSTOMERS, n * 3);
  const place = at(PLACES, n * 7);
  const title = `${cap(service)} for ${customer}s in ${place}`.slice(0, 110) + ` ${n}`;
  const path = `${section === '/' ? '' : section}/${slugify(`${service}-${customer}-${place}`)}-${n}`.slice(0, 200);
  return {
    title,
    path,
    summary: `How we design, install and run ${service} for ${customer}s around ${place}, with one team answering for the lot.`,
    icon: at(ICONS, n),
    seo: {
      metaTitle: `${n} ${cap(service)}, ${place} | Ironbark`.slice(0, 70),
      metaDescription: `Page ${n}: ${service} for ${customer}s in ${place}, with design, installation and 24/7 support from an Australian team.`.slice(0, 170),
      metaKeywords: `${service}, ${customer}, ${place}, managed service`,
    },
    blocks: [
      {
        __component: 'blocks.hero',
        variant: 'compact',
        eyebrow: cap(at(CUSTOMERS, n * 3)).slice(0, 60),
        heading: title.slice(0, 120),
        subheading: `One accountable partner for ${service} across ${place}, from the first site survey to the monthly service report.`,
        actions: [{ label: 'Talk to us', href: '/contact-us', style: 'primary' }],
      },
      { __component: 'blocks.rich-text', heading: `Why ${customer}s choose us`, body: richText([paragraph(n), `## What we look after`, paragraph(n + 1), paragraph(n + 2)]) },
      {
        __component: 'blocks.card-grid',
        heading: 'Related services',
        columns: 'three',
        cards: [0, 1, 2, 3, 4, 5].map((k) => ({
          title: cap(at(SERVICES, n + k + 1)),
          text: `${cap(at(SERVICES, n + k + 1))} for ${at(CUSTOMERS, n + k)}s, designed and supported from ${at(PLACES, n + k)}.`,
          href: '/services',
          icon: at(ICONS, n + k),
        })),
      },
      {
        __component: 'blocks.feature-list',
        heading: 'What you get',
        features: [0, 1, 2, 3].map((k) => ({ icon: at(ICONS, n + k + 5), title: cap(at(OUTCOMES, n + k)).slice(0, 80), text: paragraph(n + k).slice(0, 400) })),
      },
      {
        __component: 'blocks.cta-banner',
        heading: `Planning ${service} for your ${customer}?`,
        text: 'Tell us about your sites and we will come back within one business day with next steps.',
        tone: at(['brand', 'dark', 'light'], n),
        actions: [{ label: 'Book an assessment', href: '/contact-us', style: 'primary' }],
      },
    ],
  };
}

/** Resource number n; `media` holds ids of uploaded images and PDFs to reuse ({ covers, docs }). */
export function scaleResource(n, media = { covers: [], docs: [] }) {
  const type = at(RESOURCE_KINDS, n);
  const service = at(SERVICES, n * 7 + 3);
  const customer = at(CUSTOMERS, n * 11 + 5);
  const place = at(PLACES, n * 13 + 1);
  const outcome = at(OUTCOMES, n * 3);
  const title =
    type === 'case_study'
      ? `How a ${place} ${customer} ${outcome} with ${service}`
      : type === 'guide'
        ? `A guide to ${service} for ${customer}s`
        : `${cap(service)} now live for ${customer}s across ${place}`;
  const year = 2015 + (n % 11);
  const month = String((n % 12) + 1).padStart(2, '0');
  const day = String((n % 28) + 1).padStart(2, '0');
  return {
    title: `${title} (${n})`.slice(0, 140),
    slug: `${slugify(title).slice(0, 80).replace(/-+$/, '')}-${n}`,
    type,
    publishedDate: `${year}-${month}-${day}`,
    featured: n % 997 === 0,
    excerpt: `A ${customer} in ${place} ${outcome}: what it needed from ${service}, what we changed, and what it would do differently next time.`.slice(0, 320),
    body: richText([paragraph(n), '## The problem', paragraph(n + 4), '## What we did', paragraph(n + 9), paragraph(n + 13)]),
    metaKeywords: `${service}, ${customer}, ${place}, ${type.replace('_', ' ')}`,
    metaDescription: `${cap(service)} for a ${customer} in ${place}: ${outcome}. Read how an Australian team planned and delivered it.`.slice(0, 170),
    ...(media.covers.length && n % 4 !== 3 ? { cover: at(media.covers, n) } : {}),
    ...(media.docs.length && type === 'guide' ? { doc: at(media.docs, n) } : {}),
  };
}
