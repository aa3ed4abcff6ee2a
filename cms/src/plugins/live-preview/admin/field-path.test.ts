// Click to edit: a field path from the preview becomes the lists to open on the way to the field,
// by their labels in the edit view and the form's values (focus-field.ts opens them).
import { describe, expect, it } from 'vitest';
import { fieldRoute, type EditLayout, type LayoutField } from './field-path';

const field = (name: string, label: string, attribute: LayoutField['attribute'] = { type: 'string' }): LayoutField => ({ name, label, attribute });

const layout: EditLayout = {
  layout: [
    [[field('title', 'Title'), field('path', 'Path')], [field('seo', 'Search and sharing', { type: 'component', component: 'shared.seo', repeatable: false })]],
    [[field('blocks', 'Blocks', { type: 'dynamiczone' })]],
  ],
  components: {
    'shared.seo': { layout: [[field('metaTitle', 'Search title')]] },
    'blocks.hero': { layout: [[field('heading', 'Heading'), field('actions', 'Buttons', { type: 'component', component: 'elements.link', repeatable: true })]] },
    'blocks.card-grid': { layout: [[field('heading', 'Heading')], [field('cards', 'Cards', { type: 'component', component: 'elements.card', repeatable: true })]] },
    'blocks.image-text': { layout: [[field('action', 'Button', { type: 'component', component: 'elements.link', repeatable: false })]] },
    'elements.card': { layout: [[field('title', 'Title'), field('image', 'Image', { type: 'media' })]] },
    'elements.link': { layout: [[field('label', 'Label')]] },
  },
};

const values = {
  title: 'Wi-Fi',
  seo: { metaTitle: 'Wi-Fi' },
  blocks: [
    { __component: 'blocks.hero', heading: 'Wi-Fi', actions: [{ label: 'Call us' }] },
    { __component: 'blocks.card-grid', heading: 'Where', cards: [{ title: 'A' }, { title: 'B' }, { title: 'C' }] },
    { __component: 'blocks.image-text', action: { label: 'More' } },
  ],
};

describe('fieldRoute', () => {
  it('a field of the page itself needs nothing opened', () => {
    expect(fieldRoute('title', layout, values)).toEqual({ lists: [], label: 'Title' });
    expect(fieldRoute('seo.metaTitle', layout, values)).toEqual({ lists: [], label: 'Search title' });
  });

  it('a card title: the block in the dynamic zone, then the card in its list', () => {
    expect(fieldRoute('blocks.1.cards.2.title', layout, values)).toEqual({
      lists: [
        { path: 'blocks', index: 1, label: 'Blocks', count: 3 },
        { path: 'blocks.1.cards', index: 2, label: 'Cards', count: 3 },
      ],
      label: 'Title',
    });
  });

  it('a button: its block, then its place among the buttons; a single component opens nothing of its own', () => {
    expect(fieldRoute('blocks.0.actions.0.label', layout, values)?.lists.map((l) => l.label)).toEqual(['Blocks', 'Buttons']);
    expect(fieldRoute('blocks.2.action.label', layout, values)).toEqual({ lists: [{ path: 'blocks', index: 2, label: 'Blocks', count: 3 }], label: 'Label' });
  });

  it('nothing for a path the form does not have (a removed block or card, an unknown field)', () => {
    expect(fieldRoute('blocks.5.heading', layout, values)).toBeNull();
    expect(fieldRoute('blocks.1.cards.7.title', layout, values)).toBeNull();
    expect(fieldRoute('blocks.1.nothing', layout, values)).toBeNull();
    expect(fieldRoute('blocks.heading', layout, values)).toBeNull();
    expect(fieldRoute('blocks.1', layout, values)).toBeNull();
  });
});
