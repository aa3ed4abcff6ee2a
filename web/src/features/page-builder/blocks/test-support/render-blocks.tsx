// The context a page gives its blocks, and helpers that validate CMS data as the page loader
// does and render blocks to HTML as a visitor receives it. Used by the block rendering tests.
import { StaticRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { fixtureNeeds } from '@ironbark/shared/blocks/fixture-needs';
import { parseBlocks, type Block, type BlockType } from '@ironbark/shared/blocks/registry';
import type { BlogSummary } from '@ironbark/shared/content/blog';
import type { PageSummary } from '@ironbark/shared/content/page';
import { renderWithIslands } from '../../../../islands/island-slots.server';
import type { PageExtras } from '../../../../lib/content-source';
import { testLayout } from '../../../../lib/test-support/layout';
import type { BlockContext } from '../block-props';
import { Blocks } from '../registry';
import { fixture, strapiImage } from './cms-block-fixtures';

const layout = testLayout({
  global: { tagline: 'Connecting regional Australia', address: 'Canberra ACT', abn: '51 824 670 580' },
  config: { siteUrl: 'https://www.ironbark.example.com', cmsPublicUrl: 'https://cms.ironbark.example.com' },
});

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
export const on = (today: string, heroId = 1): PageExtras => ({ needs: { ...extras.needs, [heroId]: { kind: 'today', value: today } } });

export const context: Omit<BlockContext, 'index' | 'firstOfType'> = {
  extras,
  layout,
  page,
  breadcrumbs: [
    { label: 'Home', href: '/' },
    { label: 'Services', href: '/services' },
    { label: 'Cloud services', href: '/services/cloud-services' },
  ],
};

/** Validates CMS data through the shared schema, as the page loader does; fails on any problem. */
export function parse(raws: unknown[]): Block[] {
  const { blocks, problems } = parseBlocks(raws);
  expect(problems, JSON.stringify(problems)).toEqual([]);
  return blocks;
}

export function render(blocks: Block[], ctx: Omit<BlockContext, 'index' | 'firstOfType'> = context, location = '/services/cloud-services'): string {
  // Each form block's form, as the page loader reads it (the code forms, as the CMS seeds them).
  const forms = Object.fromEntries(Object.entries(fixtureNeeds(blocks)).filter(([, need]) => need.kind === 'form'));
  const withForms = { ...ctx, extras: { ...ctx.extras, needs: { ...forms, ...ctx.extras.needs } } };
  return renderWithIslands(
    <StaticRouter location={location}>
      <Blocks blocks={blocks} context={withForms} />
    </StaticRouter>,
  );
}

/** Text as React writes it into HTML. */
export function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

export function tags(html: string, name: string): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
}

export function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

export function renderOne(type: BlockType): string {
  return render(parse([fixture(type).raw]));
}