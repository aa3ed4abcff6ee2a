import { describe, expect, it } from 'vitest';
import { pageContentType } from '../content/page.js';
import { collectText } from './document-text.js';

describe('collectText', () => {
  it('finds headings and body text in every block by its definition, and leaves links and choices out', () => {
    const page = {
      title: 'SD-WAN',
      path: '/services/sd-wan',
      icon: 'network',
      blocks: [
        { __component: 'blocks.faq', heading: 'Questions', items: [{ question: 'Does it run over nbn?', answer: 'Yes, over nbn and 4G.' }] },
        { __component: 'blocks.rich-text', body: [{ type: 'paragraph', children: [{ type: 'text', text: 'One network for every site.' }] }] },
        { __component: 'blocks.unknown', heading: 'Never shown' },
      ],
    };
    const text = collectText(pageContentType.fields, page, undefined, ['title', 'path']);
    expect(text.headings).toEqual(expect.arrayContaining(['Questions', 'Does it run over nbn?']));
    expect(text.body).toEqual(expect.arrayContaining(['Yes, over nbn and 4G.', 'One network for every site.']));
    expect([...text.headings, ...text.body].join(' ')).not.toMatch(/Never shown|\/services|network$/);
    expect(text.headings).not.toContain('SD-WAN');
  });
});
