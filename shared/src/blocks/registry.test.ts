import { describe, expect, it } from 'vitest';
import type { PopulateRule } from '../schema/populate.js';
import { componentDefinition } from '../strapi-codegen.js';
import { STRAPI_ADMIN_ICONS } from '../schema/admin-icons.js';
import { fixtureNeeds, needFixtures } from './fixture-needs.js';
import { blockFixtures } from './fixtures.js';
import { BLOCK_TYPES, blockDefinitions, blockNeeds, blocksPopulate, parseBlocks } from './registry.js';

const image = {
  id: 7,
  url: '/uploads/depot_2f1c.webp',
  alternativeText: 'Technician fitting a radio in a council truck',
  width: 1600,
  height: 1000,
  formats: { small: { url: '/uploads/small_depot_2f1c.webp', width: 500, height: 313 } },
};

const hero = {
  __component: 'blocks.hero',
  id: 1,
  variant: 'full',
  heading: 'Networks that keep regional Australia connected',
  subheading: null,
  actions: [{ id: 11, label: 'Talk to us', href: '/contact-us', style: 'primary', newTab: false, form: 'none', enquiryType: 'none' }],
  image,
};

const stats = {
  __component: 'blocks.stats',
  id: 2,
  heading: 'By the numbers',
  stats: [
    { id: 21, value: '25+', label: 'Years in business' },
    { id: 22, value: '400', label: 'Sites managed' },
  ],
};

const faq = {
  __component: 'blocks.faq',
  id: 3,
  items: [{ id: 31, question: 'Do you work outside capital cities?', answer: 'Yes, most of our sites are regional.' }],
};

describe('parseBlocks', () => {
  it('keeps valid blocks in the order the CMS sent them', () => {
    const { blocks, problems } = parseBlocks([hero, stats, faq]);
    expect(problems).toEqual([]);
    expect(blocks.map((b) => `${b.__component}#${b.id}`)).toEqual(['blocks.hero#1', 'blocks.stats#2', 'blocks.faq#3']);
  });

  it('fills defaults and turns Strapi nulls into missing values', () => {
    const { blocks } = parseBlocks([{ ...hero, variant: null }]);
    const [first] = blocks;
    expect(first?.__component).toBe('blocks.hero');
    if (first?.__component !== 'blocks.hero') return;
    expect(first.variant).toBe('compact');
    expect(first.subheading).toBeUndefined();
    expect(first.actions[0]?.newTab).toBe(false);
  });

  it('drops a block of an unknown type and reports it as unknown-type', () => {
    const { blocks, problems } = parseBlocks([hero, { __component: 'blocks.carousel', id: 9, slides: [] }, stats]);
    expect(blocks.map((b) => b.__component)).toEqual(['blocks.hero', 'blocks.stats']);
    expect(problems).toEqual([
      { index: 1, component: 'blocks.carousel', reason: 'unknown-type', detail: 'no such block type', label: 'blocks.carousel', fields: [], message: 'Block 2 (blocks.carousel) is of a kind the site does not know' },
    ]);
  });

  it('reports an item without __component as an unknown type "(none)"', () => {
    const { blocks, problems } = parseBlocks([{ id: 4, heading: 'Orphan' }, null, 'text']);
    expect(blocks).toEqual([]);
    expect(problems.map((p) => [p.index, p.component, p.reason])).toEqual([
      [0, '(none)', 'unknown-type'],
      [1, '(none)', 'unknown-type'],
      [2, '(none)', 'unknown-type'],
    ]);
  });

  it('drops a block that fails its schema (a hero without a heading) and reports it as invalid', () => {
    const { heading: _heading, ...headless } = hero;
    const { blocks, problems } = parseBlocks([stats, headless, faq]);
    expect(blocks.map((b) => b.__component)).toEqual(['blocks.stats', 'blocks.faq']);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ index: 1, component: 'blocks.hero', reason: 'invalid' });
    expect(problems[0]?.detail).toContain('heading');
    expect(problems[0]?.message).toBe('Block 2, Hero: Heading: missing');
  });

  it('names the block and the field an editor must fix, in the words of the admin (a banner without its button)', () => {
    const { problems } = parseBlocks([hero, { __component: 'blocks.cta-banner', id: 4, heading: 'Ready?', tone: 'brand', actions: [] }]);
    expect(problems.map((p) => p.message)).toEqual(['Block 2, Call-to-action banner: Buttons: at least 1 needed']);
    expect(problems[0]).toMatchObject({ label: 'Call-to-action banner', fields: [{ path: 'actions', label: 'Buttons', what: 'at least 1 needed' }] });
    const nested = parseBlocks([{ ...hero, actions: [{ id: 1, href: '/contact-us', style: 'primary' }] }]);
    expect(nested.problems[0]?.message).toBe('Block 1, Hero: Buttons 1: Button text: missing');
  });

  it('reports nested problems with their path (a stats block with one figure)', () => {
    const { problems } = parseBlocks([{ ...stats, stats: [stats.stats[0]] }]);
    expect(problems[0]).toMatchObject({ reason: 'invalid', component: 'blocks.stats' });
    expect(problems[0]?.detail).toContain('stats');
  });

  it('refuses a link to a javascript: address inside a block', () => {
    const bad = { ...hero, actions: [{ id: 12, label: 'Click', href: 'javascript:alert(1)', style: 'primary' }] };
    const { blocks, problems } = parseBlocks([bad]);
    expect(blocks).toEqual([]);
    expect(problems[0]?.reason).toBe('invalid');
    expect(problems[0]?.detail).toContain('actions.0.href');
  });

  it('returns nothing for a value that is not a list', () => {
    expect(parseBlocks(undefined)).toEqual({ blocks: [], problems: [] });
    expect(parseBlocks({ __component: 'blocks.hero' })).toEqual({ blocks: [], problems: [] });
  });
});

function populateOf(rule: PopulateRule | undefined): Record<string, PopulateRule> {
  return rule !== undefined && rule !== true && 'populate' in rule ? rule.populate : {};
}

describe('blocksPopulate', () => {
  const rule = blocksPopulate();

  it('has an `on` entry for every block uid and no other', () => {
    expect(Object.keys(rule.on).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it('populates the hero image and actions, with the form from Forms each button names', () => {
    expect(rule.on['blocks.hero']).toEqual({ populate: { actions: { populate: { builtForm: { fields: ['name', 'key'] } } }, image: true } });
  });

  it('goes one level deeper for components that hold media (card images, logo images, team photos)', () => {
    expect(rule.on['blocks.card-grid']).toEqual({ populate: { cards: { populate: { image: true } } } });
    expect(rule.on['blocks.logo-cloud']).toEqual({ populate: { logos: { populate: { image: true } } } });
    expect(rule.on['blocks.team-grid']).toEqual({ populate: { members: { populate: { photo: true } } } });
  });

  it('uses a plain `true` for blocks without media or components', () => {
    expect(rule.on['blocks.rich-text']).toBe(true);
  });

  it('reads a chosen document back with the fields named (the form block\'s form from Forms)', () => {
    expect(rule.on['blocks.form']).toEqual({ populate: { builtForm: { fields: ['name', 'key'] } } });
  });

  it.each(blockDefinitions.map((d) => [d.uid, d] as const))(
    '%s: every media and component field, and only those, appear in the rule',
    (uid, def) => {
      const populated = populateOf(rule.on[uid]);
      const needed = Object.entries(def.fields)
        .filter(([, f]) => f.strapi.type === 'media' || f.strapi.type === 'component' || f.strapi.type === 'relation')
        .map(([name]) => name);
      expect(Object.keys(populated).sort()).toEqual(needed.sort());
      for (const [name, field] of Object.entries(def.fields)) {
        if (field.strapi.type !== 'component') continue;
        expect(componentDefinition(String(field.strapi.component)), `${uid}.${name} refers to a known component`).toBeDefined();
        expect(field.populate, `${uid}.${name}`).toBeDefined();
        expect(populated[name]).toEqual(field.populate);
      }
    },
  );
});

describe('blockDefinitions', () => {
  it('lists each block uid once, all in the blocks category', () => {
    const uids = blockDefinitions.map((d) => d.uid);
    expect(new Set(uids).size).toBe(uids.length);
    for (const d of blockDefinitions) {
      expect(d.category).toBe('blocks');
      expect(d.uid).toBe(`blocks.${d.name}`);
    }
  });

  it('gives every block a glyph of its own in the block picker (names that draw the same glyph count as one)', () => {
    const byGlyph = new Map<string, string[]>();
    for (const d of blockDefinitions) {
      const glyph = STRAPI_ADMIN_ICONS[d.info.icon];
      expect(glyph, `${d.uid}: "${d.info.icon}" is not a Strapi admin icon`).toBeDefined();
      byGlyph.set(glyph, [...(byGlyph.get(glyph) ?? []), d.uid]);
    }
    const shared = [...byGlyph.entries()].filter(([, uids]) => uids.length > 1);
    expect(shared).toEqual([]);
  });

  it.each(blockDefinitions.map((d) => [d.uid, d] as const))(
    '%s: tells editors what the block is for and when to use it (two sentences at most)',
    (_uid, def) => {
      expect(def.info.description.length).toBeGreaterThanOrEqual(60);
      expect(def.info.description.length).toBeLessThanOrEqual(260);
      expect(def.info.description).toMatch(/\bUse\b/);
    },
  );
});

describe('blockFixtures', () => {
  it('has a fixture for every block and for nothing else', () => {
    expect(Object.keys(blockFixtures).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  it.each(blockDefinitions.map((d) => [d.uid, d] as const))('%s: its fixture is valid for the block', (uid, def) => {
    const fixture = blockFixtures[uid];
    const result = def.schema.safeParse(fixture);
    expect(result.success, result.error?.message).toBe(true);
    // Realistic: every field the block has is filled in at least once across its fixture.
    const filled = Object.keys(def.fields).filter((k) => (fixture as Record<string, unknown>)[k] !== undefined);
    expect(filled.length / Object.keys(def.fields).length).toBeGreaterThanOrEqual(0.6);
  });

  it('are kept by parseBlocks as they are', () => {
    const { blocks, problems } = parseBlocks(Object.values(blockFixtures));
    expect(problems).toEqual([]);
    expect(blocks).toHaveLength(BLOCK_TYPES.length);
  });
});

describe('blockNeeds', () => {
  it('lists what child-pages, latest-resources and dated hero blocks need, by block id, and nothing for other blocks', () => {
    const latest = { ...blockFixtures['blocks.latest-resources'], id: 41, type: 'guide' as const, count: 5 };
    const all = { ...blockFixtures['blocks.latest-resources'], id: 42, type: 'all' as const, count: 2 };
    const children = { ...blockFixtures['blocks.child-pages'], id: 43 };
    const hero = { ...blockFixtures['blocks.hero'], id: 40, offerEndsOn: '2024-01-31' };
    expect(blockNeeds([hero, latest, children, all, blockFixtures['blocks.faq']])).toEqual([
      { blockId: 40, need: { kind: 'today' } },
      { blockId: 41, need: { kind: 'latest-resources', type: 'guide', count: 5 } },
      { blockId: 43, need: { kind: 'child-pages' } },
      { blockId: 42, need: { kind: 'latest-resources', count: 2 } },
    ]);
  });

  it('is empty for a page without such blocks (a hero without an offer end date needs nothing)', () => {
    const hero = { ...blockFixtures['blocks.hero'], offerEndsOn: undefined };
    expect(blockNeeds([hero, blockFixtures['blocks.stats']])).toEqual([]);
  });
});

describe('fixtureNeeds', () => {
  it('resolves every need of the block fixtures, by block id', () => {
    const blocks = Object.values(blockFixtures);
    const needs = fixtureNeeds(blocks);
    expect(Object.keys(needs).map(Number).sort()).toEqual(blockNeeds(blocks).map((n) => n.blockId).sort());
    expect(needs[blockFixtures['blocks.child-pages'].id]).toEqual({ kind: 'child-pages', value: needFixtures['child-pages'] });
    expect(needs[blockFixtures['blocks.hero'].id]).toEqual({ kind: 'today', value: needFixtures.today });
  });

  it('gives latest resources of the type and number the block asks for', () => {
    const block = (id: number, type: 'all' | 'news' | 'case_study', count: number) => ({ ...blockFixtures['blocks.latest-resources'], id, type, count });
    const needs = fixtureNeeds([block(1, 'case_study', 2), block(2, 'news', 5), block(3, 'all', 12)]);
    const value = (id: number) => (needs[id]?.kind === 'latest-resources' ? needs[id].value : []);
    expect(value(1).map((r) => r.type)).toEqual(['case_study', 'case_study']);
    expect(value(2).map((r) => r.type)).toEqual(['news']);
    expect(value(3)).toHaveLength(needFixtures['latest-resources'].length);
  });
});

describe('the form block’s reference to a form from Forms', () => {
  const base = { __component: 'blocks.form', id: 1, form: 'contact' };
  const parsedRef = (builtForm: unknown) => {
    const { blocks, problems } = parseBlocks([{ ...base, builtForm }]);
    expect(problems).toEqual([]);
    return (blocks[0] as { builtForm: unknown }).builtForm;
  };

  it('reads the populated form, or nothing, as the CMS answers', () => {
    expect(parsedRef({ documentId: 'f1', key: 'conference', name: 'Conference' })).toEqual({ documentId: 'f1', key: 'conference', name: 'Conference' });
    expect(parsedRef(null)).toBeNull();
    expect(parsedRef(undefined)).toBeNull();
  });

  it('reads the admin edit view’s shapes (a change, a list, an id only) without calling them problems', () => {
    expect(parsedRef({ connect: [{ id: 3, documentId: 'f1' }], disconnect: [] })).toEqual({ documentId: 'f1' });
    expect(parsedRef({ connect: [], disconnect: [] })).toBeNull();
    expect(parsedRef([{ documentId: 'f2', key: 'partner' }])).toEqual({ documentId: 'f2', key: 'partner' });
    expect(parsedRef([{ id: 4 }])).toBeNull();
  });
});

describe('the block list, found by file name', () => {
  it('is current: every block file is in all-blocks.generated.ts (else run `npm run build -w shared`)', async () => {
    const { blocksIndex, INDEX } = (await import('../../scripts/blocks-index.mjs')) as { blocksIndex: () => string; INDEX: string };
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(INDEX, 'utf8')).toBe(blocksIndex());
    expect(BLOCK_TYPES.length).toBe(Object.keys(blockFixtures).length);
    for (const def of blockDefinitions) expect(blockFixtures[def.uid as keyof typeof blockFixtures]?.__component).toBe(def.uid);
  });
});

describe('the content type list, found by file name', () => {
  it('is current: every content type file is in all-content-types.generated.ts (else run `npm run build -w shared`)', async () => {
    const { contentTypesIndex, INDEX } = (await import('../../scripts/content-types-index.mjs')) as { contentTypesIndex: () => string; INDEX: string };
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(INDEX, 'utf8')).toBe(contentTypesIndex());
  });
});
