// Click to edit (issue 36): in a preview, headings, texts, buttons and pictures carry the path of
// the field that holds them (data-edit="blocks.1.cards.0.title", as the CMS's edit view names its
// input), counted among all the page's blocks, the left-out ones included; a public page, whatever
// its blocks, carries none.
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fixtureNeeds } from '@ironbark/shared/blocks/fixture-needs';
import { blockFixtures } from '@ironbark/shared/blocks/fixtures';
import { BLOCK_TYPES } from '@ironbark/shared/blocks/registry';
import { renderWithIslands } from '../../../islands/island-slots.server';
import { Blocks } from './registry';
import { attr, context, parse, tags } from './test-support/render-blocks';

const every = () => parse(BLOCK_TYPES.map((type) => blockFixtures[type]));

function renderPage(editable: boolean, skipped: { index: number; message: string }[] = []) {
  const blocks = every();
  return renderWithIslands(
    <StaticRouter location="/services/cloud-services">
      <Blocks blocks={blocks} context={{ ...context, extras: { needs: fixtureNeeds(blocks) } }} skipped={skipped} editable={editable} />
    </StaticRouter>,
  );
}

const paths = (html: string) => [...html.matchAll(/\sdata-edit="([^"]*)"/g)].map((m) => m[1]!);

describe('field paths for click to edit', () => {
  it('a public page of every block type carries none', () => {
    const html = renderPage(false);
    expect(html).not.toContain('data-edit');
  });

  it('a preview names the fields of headings, texts, buttons and pictures by their place', () => {
    const html = renderPage(true);
    const found = paths(html);
    const at = (type: string) => BLOCK_TYPES.indexOf(type as (typeof BLOCK_TYPES)[number]);
    const hero = at('blocks.hero');
    const cards = at('blocks.card-grid');
    expect(found).toContain(`blocks.${hero}.heading`);
    expect(found).toContain(`blocks.${hero}.actions.0.label`);
    expect(found).toContain(`blocks.${cards}.heading`);
    expect(found).toContain(`blocks.${cards}.cards.0.title`);
    expect(found).toContain(`blocks.${cards}.cards.1.image`);
    expect(found).toContain(`blocks.${at('blocks.cta-banner')}.actions.0.label`);
    expect(found).toContain(`blocks.${at('blocks.image-text')}.image`);
    // Every path is a field path the edit view can have: block, then names and item numbers.
    for (const path of found) expect(path).toMatch(/^blocks\.\d+(\.(\d+|[a-zA-Z]+))+$/);
    // The card's title is on its heading, the element a click on the card's link reaches.
    const title = tags(html, 'h3').find((t) => attr(t, 'data-edit') === `blocks.${cards}.cards.0.title`);
    expect(title).toBeDefined();
  });

  it('counts the blocks the preview leaves out, so paths stay those of the edit view', () => {
    // Two blocks left out before the card grid: its place among all blocks is two further on.
    const cards = BLOCK_TYPES.indexOf('blocks.card-grid');
    const html = renderPage(true, [
      { index: 0, message: 'Block 1, Hero: Heading is required' },
      { index: 1, message: 'Block 2 (blocks.old) is of a kind the site does not know' },
    ]);
    expect(html).toContain('This block is not shown on the site.');
    expect(paths(html)).toContain(`blocks.${cards + 2}.cards.0.title`);
    expect(paths(html)).not.toContain(`blocks.${cards}.cards.0.title`);
  });
});
