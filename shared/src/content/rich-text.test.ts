import { describe, expect, it } from 'vitest';
import { richTextSchema, richTextToPlain, type RichText } from './rich-text.js';

const text = (t: string, marks: Record<string, boolean> = {}) => ({ type: 'text' as const, text: t, ...marks });

const document: RichText = [
  { type: 'heading', level: 2, children: [text('Why regional councils choose SD-WAN')] },
  {
    type: 'paragraph',
    children: [
      text('Ironbark links '),
      text('every depot', { bold: true }),
      text(' and library. Read the '),
      { type: 'link', url: '/resources/council-sd-wan', children: [text('case study', { italic: true })] },
      text('.'),
    ],
  },
  {
    type: 'list',
    format: 'unordered',
    children: [
      { type: 'list-item', children: [text('One portal')] },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [text('Plan')] },
          { type: 'list-item', children: [text('Cut over')] },
        ],
      },
      { type: 'list-item', children: [text('24/7 support')] },
    ],
  },
  { type: 'quote', children: [text('The cut-over happened overnight.')] },
  { type: 'code', language: 'bash', children: [text('ping 10.0.0.1')] },
  {
    type: 'image',
    image: { url: '/uploads/depot.webp', alternativeText: 'A council depot', width: 1200, height: 800 },
    children: [text('')],
  },
];

describe('richTextSchema', () => {
  it('accepts paragraphs, headings, nested lists, links, quotes, code and images', () => {
    const result = richTextSchema.safeParse(document);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(document);
  });

  it('accepts every heading level from 1 to 6 and refuses 7', () => {
    for (const level of [1, 2, 3, 4, 5, 6]) {
      expect(richTextSchema.safeParse([{ type: 'heading', level, children: [text('H')] }]).success).toBe(true);
    }
    expect(richTextSchema.safeParse([{ type: 'heading', level: 7, children: [text('H')] }]).success).toBe(false);
  });

  it('accepts an image whose optional fields Strapi sent as null', () => {
    const image = { type: 'image', image: { url: '/uploads/x.webp', alternativeText: null, width: null, height: null }, children: [] };
    expect(richTextSchema.safeParse([image]).success).toBe(true);
  });

  it('refuses an unknown node type', () => {
    expect(richTextSchema.safeParse([{ type: 'html', children: [text('<b>hi</b>')] }]).success).toBe(false);
    expect(richTextSchema.safeParse([{ type: 'iframe', url: 'https://example.com' }]).success).toBe(false);
  });

  it('refuses an unknown inline node inside a paragraph', () => {
    expect(richTextSchema.safeParse([{ type: 'paragraph', children: [{ type: 'script', text: 'alert(1)' }] }]).success).toBe(false);
  });

  it('refuses a list with an unknown format and a link with a nested link', () => {
    expect(
      richTextSchema.safeParse([{ type: 'list', format: 'checklist', children: [{ type: 'list-item', children: [] }] }]).success,
    ).toBe(false);
    const nested = { type: 'link', url: '/a', children: [{ type: 'link', url: '/b', children: [text('x')] }] };
    expect(richTextSchema.safeParse([{ type: 'paragraph', children: [nested] }]).success).toBe(false);
  });

  it('refuses a value that is not a list of nodes', () => {
    expect(richTextSchema.safeParse('Just a string').success).toBe(false);
    expect(richTextSchema.safeParse({ type: 'paragraph', children: [] }).success).toBe(false);
  });
});

describe('richTextToPlain', () => {
  it('joins the text of each node, blocks separated by a blank line and list items by a line break', () => {
    expect(richTextToPlain(document)).toBe(
      [
        'Why regional councils choose SD-WAN',
        'Ironbark links every depot and library. Read the case study.',
        'One portal\nPlan\nCut over\n24/7 support',
        'The cut-over happened overnight.',
        'ping 10.0.0.1',
      ].join('\n\n'),
    );
  });

  it('leaves images and empty blocks out', () => {
    const nodes: RichText = [
      { type: 'paragraph', children: [text('Before')] },
      { type: 'image', image: { url: '/uploads/x.webp' }, children: [text('')] },
      { type: 'paragraph', children: [] },
      { type: 'paragraph', children: [text('After')] },
    ];
    expect(richTextToPlain(nodes)).toBe('Before\n\nAfter');
  });

  it('returns the empty string for no nodes', () => {
    expect(richTextToPlain([])).toBe('');
  });
});
