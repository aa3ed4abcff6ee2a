import { describe, expect, it } from 'vitest';
import { compareVersions } from './compare';

const hero = (id: number, heading: string) => ({ id, __component: 'blocks.hero', heading, buttons: [{ id: id * 10, label: 'Call us', href: '/contact-us' }] });
const text = (id: number, heading: string, body: string) => ({
  id,
  __component: 'blocks.text',
  heading,
  body: [{ type: 'paragraph', children: [{ type: 'text', text: body }] }],
});

describe('compareVersions', () => {
  it('names changed fields, including a component field, with before and after, and ignores ids and timestamps', () => {
    const before = { id: 1, documentId: 'a', title: 'Cloud', updatedAt: '2026-01-01', seo: { id: 4, metaTitle: 'Cloud services' } };
    const after = { id: 2, documentId: 'a', title: 'Cloud voice', updatedAt: '2026-02-01', seo: { id: 9, metaTitle: 'Cloud services' } };
    const c = compareVersions(before, after);
    expect(c.fields).toEqual([{ path: 'title', before: 'Cloud', after: 'Cloud voice' }]);
    expect(c.blocks).toEqual([]);
    expect(c.same).toBe(false);
  });

  it('says two copies are the same when only ids differ (a draft and its published copy)', () => {
    const c = compareVersions({ id: 1, blocks: [hero(1, 'Hi')] }, { id: 2, blocks: [hero(7, 'Hi')] });
    expect(c.same).toBe(true);
  });

  it('reports a changed block with the text that changed, rich text as plain text', () => {
    const c = compareVersions(
      { blocks: [hero(1, 'Welcome'), text(2, 'About', 'We build networks.')] },
      { blocks: [hero(1, 'Welcome'), text(2, 'About', 'We build and run networks.')] },
    );
    expect(c.blocks).toEqual([
      {
        zone: 'blocks',
        kind: 'changed',
        component: 'blocks.text',
        label: 'About',
        from: 2,
        to: 2,
        fields: [{ path: 'body', before: 'We build networks.', after: 'We build and run networks.' }],
      },
    ]);
  });

  it('reports added and removed blocks, and a nested change by its path', () => {
    const newHero = { ...hero(1, 'Welcome'), buttons: [{ id: 10, label: 'Book a call', href: '/contact-us' }] };
    const c = compareVersions({ blocks: [hero(1, 'Welcome'), text(2, 'Old', 'x')] }, { blocks: [newHero, { id: 3, __component: 'blocks.faq', title: 'Questions' }] });
    expect(c.blocks.map((b) => [b.kind, b.component, b.label])).toEqual([
      ['changed', 'blocks.hero', 'Welcome'],
      ['removed', 'blocks.text', 'Old'],
      ['added', 'blocks.faq', 'Questions'],
    ]);
    expect(c.blocks[0]!.fields).toEqual([{ path: 'buttons.1.label', before: 'Call us', after: 'Book a call' }]);
  });

  it('reports only the block that moved, not every block whose position shifted', () => {
    const a = hero(1, 'A');
    const b = text(2, 'B', 'b');
    const c2 = text(3, 'C', 'c');
    const d = text(4, 'D', 'd');
    const c = compareVersions({ blocks: [a, b, c2, d] }, { blocks: [a, c2, d, b] });
    expect(c.blocks).toEqual([{ zone: 'blocks', kind: 'moved', component: 'blocks.text', label: 'B', from: 2, to: 4 }]);
  });

  it('matches blocks without shared ids by type in order (a draft against a published copy)', () => {
    const c = compareVersions({ blocks: [hero(1, 'A'), text(2, 'B', 'one')] }, { blocks: [hero(11, 'A'), text(12, 'B', 'two')] });
    expect(c.blocks.map((b) => [b.kind, b.from, b.to])).toEqual([['changed', 2, 2]]);
  });

  it('shows relations and media by their names', () => {
    const c = compareVersions(
      { cover: { id: 1, name: 'old.jpg', url: '/uploads/old.jpg' }, industries: [{ id: 1, documentId: 'x', name: 'Mining' }] },
      { cover: { id: 2, name: 'new.jpg', url: '/uploads/new.jpg' }, industries: [{ id: 1, documentId: 'x', name: 'Mining' }, { id: 2, documentId: 'y', name: 'Health' }] },
    );
    expect(c.fields).toEqual([
      { path: 'cover', before: 'old.jpg', after: 'new.jpg' },
      { path: 'industries', before: 'Mining', after: 'Mining, Health' },
    ]);
  });
});
