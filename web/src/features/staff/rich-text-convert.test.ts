import { describe, expect, it } from 'vitest';
import type { RichText } from '@ironbark/shared/content/rich-text';
import { blocksToEditor, editorBlocksSchema, editorToBlocks, isSafeHref, plainLength, type EditorDoc } from './rich-text-convert';

const t = (text: string, extra: Record<string, boolean> = {}) => ({ type: 'text' as const, text, ...extra });

/** Everything the editor offers, in Strapi's shape. */
const everything: RichText = [
  { type: 'heading', level: 2, children: [t('Why SD-WAN')] },
  { type: 'paragraph', children: [t('Plain, '), t('bold', { bold: true }), t(' and '), t('both', { bold: true, italic: true }), t('.')] },
  { type: 'paragraph', children: [t('See '), { type: 'link', url: 'https://example.com/a', children: [t('the guide'), t(' now', { italic: true })] }, t(' or '), { type: 'link', url: '/contact-us', children: [t('call us')] }] },
  { type: 'heading', level: 3, children: [t('Steps')] },
  {
    type: 'list',
    format: 'ordered',
    children: [
      { type: 'list-item', children: [t('First')] },
      { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [t('First, a')] }, { type: 'list-item', children: [t('First, b')] }] },
      { type: 'list-item', children: [t('Second')] },
    ],
  },
  { type: 'heading', level: 4, children: [t('Quote')] },
  { type: 'quote', children: [t('It just works.', { italic: true })] },
  { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [t('One')] }] },
];

/** The same content in TipTap's shape. */
const everythingDoc: EditorDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Why SD-WAN' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Plain, ' },
        { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' and ' },
        { type: 'text', text: 'both', marks: [{ type: 'bold' }, { type: 'italic' }] },
        { type: 'text', text: '.' },
      ],
    },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'See ' },
        { type: 'text', text: 'the guide', marks: [{ type: 'link', attrs: { href: 'https://example.com/a' } }] },
        { type: 'text', text: ' now', marks: [{ type: 'italic' }, { type: 'link', attrs: { href: 'https://example.com/a' } }] },
        { type: 'text', text: ' or ' },
        { type: 'text', text: 'call us', marks: [{ type: 'link', attrs: { href: '/contact-us' } }] },
      ],
    },
    { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Steps' }] },
    {
      type: 'orderedList',
      attrs: { start: 1 },
      content: [
        {
          type: 'listItem',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'First' }] },
            {
              type: 'bulletList',
              content: [
                { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'First, a' }] }] },
                { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'First, b' }] }] },
              ],
            },
          ],
        },
        { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Second' }] }] },
      ],
    },
    { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'Quote' }] },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'It just works.', marks: [{ type: 'italic' }] }] }] },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One' }] }] }] },
  ],
};

describe('Strapi blocks -> editor', () => {
  it('turns every supported element into its TipTap node, nothing dropped', () => {
    const { doc, dropped } = blocksToEditor(everything);
    expect(doc).toEqual(everythingDoc);
    expect(dropped).toEqual([]);
  });

  it('gives an empty body one empty paragraph (the editor needs a block)', () => {
    expect(blocksToEditor(null).doc).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(blocksToEditor([]).doc).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });

  it('reports what it cannot show: images removed, code kept as text, other heading levels moved into 2-4', () => {
    const { doc, dropped } = blocksToEditor([
      { type: 'image', image: { url: '/uploads/a.png' }, children: [t('')] },
      { type: 'code', children: [t('npm start')] },
      { type: 'heading', level: 1, children: [t('Top')] },
      { type: 'heading', level: 6, children: [t('Deep')] },
      { type: 'paragraph', children: [t('under', { underline: true }), t('gone', { strikethrough: true })] },
    ]);
    expect(doc.content).toEqual([
      { type: 'paragraph', content: [{ type: 'text', text: 'npm start' }] },
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Top' }] },
      { type: 'heading', attrs: { level: 4 }, content: [{ type: 'text', text: 'Deep' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'under' }, { type: 'text', text: 'gone' }] },
    ]);
    expect(dropped).toEqual([
      'an image (removed)',
      'a code block (kept as a paragraph)',
      'a level 1 heading (shown as level 2)',
      'a level 6 heading (shown as level 4)',
      'underlined text (kept as plain text)',
      'struck-through text (kept as plain text)',
    ]);
  });

  it('keeps the text of a link whose address the site would not open, without the link', () => {
    const { doc, dropped } = blocksToEditor([{ type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [t('click')] }] }]);
    expect(doc.content[0]).toEqual({ type: 'paragraph', content: [{ type: 'text', text: 'click' }] });
    expect(dropped).toHaveLength(1);
  });

  it('puts a nested list that comes first into an empty item of its own', () => {
    const { doc } = blocksToEditor([{ type: 'list', format: 'unordered', children: [{ type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [t('x')] }] }] }]);
    expect(doc.content[0]!.content![0]!.content![0]).toEqual({ type: 'paragraph' });
    expect(doc.content[0]!.content![0]!.content![1]!.type).toBe('orderedList');
  });
});

describe('editor -> Strapi blocks', () => {
  it('turns every TipTap node into the Strapi block the site renders', () => {
    expect(editorToBlocks(everythingDoc)).toEqual(everything);
  });

  it('drops the trailing empty paragraph and gives an empty paragraph one empty text', () => {
    expect(editorToBlocks({ type: 'doc', content: [{ type: 'paragraph' }] })).toEqual([]);
    expect(
      editorToBlocks({ type: 'doc', content: [{ type: 'paragraph' }, { type: 'paragraph', content: [{ type: 'text', text: 'a' }] }, { type: 'paragraph' }] }),
    ).toEqual([
      { type: 'paragraph', children: [t('')] },
      { type: 'paragraph', children: [t('a')] },
    ]);
  });

  it('ignores what the site does not render: other marks, other nodes, unsafe links', () => {
    const blocks = editorToBlocks({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'a', marks: [{ type: 'strike' }] },
            { type: 'text', text: 'b', marks: [{ type: 'code' }] },
            { type: 'text', text: 'c', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            { type: 'hardBreak' },
          ],
        },
        { type: 'codeBlock', content: [{ type: 'text', text: 'x' }] },
        { type: 'horizontalRule' },
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'H' }] },
      ],
    });
    expect(blocks).toEqual([
      { type: 'paragraph', children: [t('abc')] },
      { type: 'heading', level: 2, children: [t('H')] },
    ]);
  });

  it('makes each paragraph of a quote a quote block of its own', () => {
    expect(
      editorToBlocks({
        type: 'doc',
        content: [{ type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }, { type: 'paragraph', content: [{ type: 'text', text: 'two' }] }] }],
      }),
    ).toEqual([
      { type: 'quote', children: [t('one')] },
      { type: 'quote', children: [t('two')] },
    ]);
  });
});

describe('round trips', () => {
  it('blocks -> editor -> blocks gives the same blocks', () => {
    expect(editorToBlocks(blocksToEditor(everything).doc)).toEqual(everything);
  });

  it('editor -> blocks -> editor gives the same document', () => {
    expect(blocksToEditor(editorToBlocks(everythingDoc)).doc).toEqual(everythingDoc);
  });
});

describe('what the staff API accepts', () => {
  it('accepts everything the converter makes', () => {
    expect(editorBlocksSchema.safeParse(editorToBlocks(everythingDoc)).success).toBe(true);
  });

  it.each([
    ['an image', [{ type: 'image', image: { url: '/x.png' }, children: [t('')] }]],
    ['a level 1 heading', [{ type: 'heading', level: 1, children: [t('x')] }]],
    ['underline', [{ type: 'paragraph', children: [t('x', { underline: true })] }]],
    ['a javascript: link', [{ type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [t('x')] }] }]],
    ['HTML in place of blocks', '<p>hi</p>'],
    ['an extra property', [{ type: 'paragraph', children: [t('x')], html: '<b>x</b>' }]],
  ])('refuses %s', (_label, body) => {
    expect(editorBlocksSchema.safeParse(body).success).toBe(false);
  });

  it('counts the characters of text for the length limit', () => {
    expect(plainLength(everything)).toBe('Why SD-WANPlain, bold and both.See the guide now or call usStepsFirstFirst, aFirst, bSecondQuoteIt just works.One'.length);
  });

  it.each([
    ['https://example.com', true],
    ['http://example.com/a?b=c', true],
    ['/resources/x', true],
    ['mailto:sales@example.com', true],
    ['tel:+61 2 9000 0000', true],
    ['//evil.example', false],
    ['javascript:alert(1)', false],
    ['data:text/html,x', false],
    ['https://exa mple.com', false],
  ])('isSafeHref(%s) is %s', (url, ok) => {
    expect(isSafeHref(url)).toBe(ok);
  });
});
