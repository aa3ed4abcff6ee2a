// Every block type renders: each block's own fixture (shared/src/blocks) through the component the
// registry finds for it, and CMS-shaped fixtures (test-support/cms-block-fixtures.ts) through the
// shared validator exactly as page data goes, rendered to HTML on the server as a visitor
// receives it.
import { describe, expect, it } from 'vitest';
import { fixtureNeeds } from '@ironbark/shared/blocks/fixture-needs';
import { blockFixtures } from '@ironbark/shared/blocks/fixtures';
import { BLOCK_TYPES } from '@ironbark/shared/blocks/registry';
import { BLOCK_COMPONENTS } from './registry';
import { BLOCK_TYPES_UNDER_TEST, FIXTURES, fixture } from './test-support/cms-block-fixtures';
import { context, escaped, parse, render, renderOne, tags } from './test-support/render-blocks';

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

describe('CMS text stays text', () => {
  it('escapes HTML typed into a block field', () => {
    const raw = { ...FIXTURES['blocks.cta-banner']!.raw, heading: '<img src=x onerror=alert(1)>Offer' };
    const html = render(parse([raw]));
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;Offer');
    expect(tags(html, 'img')).toHaveLength(0);
  });
});
