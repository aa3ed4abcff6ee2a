import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RichText as RichTextData, RichTextTextNode } from '@ironbark/shared/content/rich-text';
import { RichText } from './rich-text';

function render(nodes: RichTextData, headingOffset?: number): string {
  return renderToString(
    <StaticRouter location="/">
      <RichText nodes={nodes} headingOffset={headingOffset} />
    </StaticRouter>,
  );
}

const t = (text: string, marks: Omit<RichTextTextNode, 'type' | 'text'> = {}): RichTextTextNode => ({ type: 'text', text, ...marks });
const paragraph = (...children: RichTextTextNode[]) => ({ type: 'paragraph' as const, children });

describe('RichText escaping', () => {
  it('renders a <script> typed as text escaped, never as a script element', () => {
    const html = render([paragraph(t('<script>alert(1)</script>'))]);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script/i);
  });

  it('escapes HTML in headings, list items, quotes and code too', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const html = render([
      { type: 'heading', level: 2, children: [t(evil)] },
      { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [t(evil)] }] },
      { type: 'quote', children: [t(evil)] },
      { type: 'code', children: [t(evil)] },
    ]);
    expect(html).not.toMatch(/<img/i);
    expect(html.split('&lt;img src=x onerror=alert(1)&gt;')).toHaveLength(5);
  });
});

describe('RichText links', () => {
  it('does not render a javascript: URL as a link, but keeps its text', () => {
    const html = render([
      { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [t('Click me')] }] },
    ]);
    expect(html).toContain('Click me');
    expect(html).not.toMatch(/<a\b/);
    expect(html).not.toContain('javascript:');
  });

  it.each(['JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example.com/x'])(
    'refuses %s as a link target',
    (url) => {
      const html = render([{ type: 'paragraph', children: [{ type: 'link', url, children: [t('Go')] }] }]);
      expect(html).not.toMatch(/<a\b/);
      expect(html).toContain('Go');
    },
  );

  it('renders a site path as a router link and an external address as a new-tab link', () => {
    const html = render([
      {
        type: 'paragraph',
        children: [
          { type: 'link', url: '/services/cloud-services', children: [t('cloud services')] },
          t(' and '),
          { type: 'link', url: 'https://www.acma.gov.au', children: [t('the regulator')] },
        ],
      },
    ]);
    expect(html).toMatch(/<a href="\/services\/cloud-services"[^>]*>.*cloud services.*<\/a>/);
    expect(html).toMatch(/<a href="https:\/\/www\.acma\.gov\.au" target="_blank" rel="noopener noreferrer"[^>]*>/);
  });

  it('keeps mailto: and tel: links', () => {
    const html = render([
      {
        type: 'paragraph',
        children: [
          { type: 'link', url: 'mailto:hello@ironbark.example.com', children: [t('Email us')] },
          { type: 'link', url: 'tel:+61290001234', children: [t('Call us')] },
        ],
      },
    ]);
    expect(html).toContain('href="mailto:hello@ironbark.example.com"');
    expect(html).toContain('href="tel:+61290001234"');
  });
});

describe('RichText formatting', () => {
  it('renders bold, italic, underline, strikethrough and inline code marks', () => {
    const html = render([
      paragraph(
        t('strong', { bold: true }),
        t('leaning', { italic: true }),
        t('under', { underline: true }),
        t('gone', { strikethrough: true }),
        t('npm ci', { code: true }),
        t('both', { bold: true, italic: true }),
      ),
    ]);
    expect(html).toContain('<strong>strong</strong>');
    expect(html).toContain('<em>leaning</em>');
    expect(html).toContain('<u>under</u>');
    expect(html).toContain('<s>gone</s>');
    expect(html).toContain('<code>npm ci</code>');
    expect(html).toContain('<em><strong>both</strong></em>');
  });

  it('renders unordered, ordered and nested lists', () => {
    const html = render([
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [t('Network')] },
          { type: 'list', format: 'ordered', children: [{ type: 'list-item', children: [t('SD-WAN')] }] },
        ],
      },
    ]);
    expect(html).toMatch(/<ul><li>Network<\/li><li><ol><li>SD-WAN<\/li><\/ol><\/li><\/ul>/);
  });

  it('renders heading levels 2 to 6 as they are, and a level 1 heading as h2 (the page has one h1)', () => {
    const html = render(([1, 2, 3, 4, 5, 6] as const).map((level) => ({ type: 'heading' as const, level, children: [t(`Level ${level}`)] })));
    expect(html).toContain('<h2>Level 1</h2>');
    for (const level of [2, 3, 4, 5, 6]) expect(html).toContain(`<h${level}>Level ${level}</h${level}>`);
    expect(html).not.toContain('<h1');
  });

  it('moves headings down by the offset, never below h6', () => {
    const html = render(
      [
        { type: 'heading', level: 2, children: [t('Two')] },
        { type: 'heading', level: 6, children: [t('Six')] },
      ],
      1,
    );
    expect(html).toContain('<h3>Two</h3>');
    expect(html).toContain('<h6>Six</h6>');
  });

  it('renders quotes, code blocks and images with their size and alt text', () => {
    const html = render([
      { type: 'quote', children: [t('Connected overnight.')] },
      { type: 'code', language: 'bash', children: [t('ping 10.0.0.1')] },
      { type: 'image', image: { url: '/uploads/depot.webp', alternativeText: 'A council depot', width: 1200, height: 800 }, children: [] },
    ]);
    expect(html).toContain('<blockquote>Connected overnight.</blockquote>');
    expect(html).toContain('<pre><code>ping 10.0.0.1</code></pre>');
    expect(html).toMatch(/<img src="\/uploads\/depot\.webp" alt="A council depot" width="1200" height="800" loading="lazy"/);
  });
});
