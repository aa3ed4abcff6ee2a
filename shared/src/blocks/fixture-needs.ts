// What the block fixtures' data needs resolve to (registry blockFixtures, content/data-needs): a
// few child pages, resources and a fixed "today", so tests and the editors' block gallery show
// the blocks that read page data as a page would, and the same every day.
import type { BlogSummary } from '../content/blog.js';
import type { DataNeedResults } from '../content/data-need-results.js';
import type { DataNeed, DataNeedKind } from '../content/data-needs.js';
import type { PageSummary } from '../content/page.js';
import { FORMS } from '../forms/definitions.js';
import { fixtureImage } from './fixture-media.js';
import { isFormName } from './form-names.js';
import { blockNeeds, type Block } from './registry.js';

const childPages: PageSummary[] = [
  {
    documentId: 'fixture-page-baas',
    title: 'Backup as a service',
    path: '/services/cloud-services/backup-as-a-service',
    summary: 'Nightly copies of your servers and Microsoft 365 in two Australian regions, restored by our engineers.',
    icon: 'database',
    showInSearch: true,
  },
  {
    documentId: 'fixture-page-hosting',
    title: 'Cloud hosting',
    path: '/services/cloud-services/cloud-hosting',
    summary: 'Virtual servers in Sydney and Melbourne data centres, patched and monitored around the clock.',
    icon: 'cloud',
    showInSearch: true,
  },
  {
    documentId: 'fixture-page-dr',
    title: 'Disaster recovery',
    path: '/services/cloud-services/disaster-recovery',
    summary: 'A tested plan and a standby site, so a flood or a fire at the office is a bad day, not a lost month.',
    icon: 'shield',
    showInSearch: true,
  },
];

const resource = (n: number, title: string, type: BlogSummary['type'], publishedDate: string, excerpt: string, image: string, alt: string): BlogSummary => ({
  id: 500 + n,
  documentId: `fixture-resource-${n}`,
  title,
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''),
  type,
  excerpt,
  publishedDate,
  featured: false,
  cover: fixtureImage(image, alt, 1200, 630),
});

const resources: BlogSummary[] = [
  resource(1, 'One network for 40 council depots', 'case_study', '2024-05-02', 'How a shire council joined every depot, library and pool onto SD-WAN in a single weekend.', 'council-depot', 'A council depot with a new network cabinet'),
  resource(2, 'Guest Wi-Fi that copes with a full holiday park', 'case_study', '2024-03-18', 'Coverage from the boom gate to the furthest cabin, and no complaints over Easter.', 'holiday-park-wifi', 'Cabins at a coastal holiday park at dusk'),
  resource(3, 'Push-to-talk for a regional bus fleet', 'case_study', '2024-02-06', 'Drivers reach dispatch with one button, over 4G with radio as the fallback.', 'bus-driver-radio', 'A bus driver pressing a push-to-talk button on the dashboard'),
  resource(4, 'Ironbark opens a Wagga Wagga office', 'news', '2024-01-22', 'Engineers based in the Riverina, for faster site visits across southern NSW.', 'regional-tower', 'A radio tower above wheat fields at sunrise'),
];

/** Every kind of need, resolved. */
export const needFixtures: DataNeedResults = {
  'child-pages': childPages,
  'latest-resources': resources,
  today: '2024-05-14',
  form: FORMS.contact,
};

export type FixtureNeed = { [K in DataNeedKind]: { kind: K; value: DataNeedResults[K] } }[DataNeedKind];

function resolve(need: DataNeed): FixtureNeed {
  switch (need.kind) {
    case 'child-pages':
      return { kind: need.kind, value: needFixtures['child-pages'] };
    case 'latest-resources':
      return {
        kind: need.kind,
        value: needFixtures['latest-resources'].filter((r) => !need.type || r.type === need.type).slice(0, need.count),
      };
    case 'today':
      return { kind: need.kind, value: needFixtures.today };
    case 'form':
      return { kind: need.kind, value: isFormName(need.key) ? FORMS[need.key] : null };
  }
}

/** The needs of these blocks resolved from the fixtures, by block id, as a page loader gives them. */
export function fixtureNeeds(blocks: readonly Block[]): Record<number, FixtureNeed> {
  return Object.fromEntries(blockNeeds(blocks).map(({ blockId, need }) => [blockId, resolve(need)]));
}
