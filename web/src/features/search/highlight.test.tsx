import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlight, splitForHighlight } from './highlight';

/**
 * The pieces written as the text with each match in [brackets]: "[Cloud] backup". Two unmarked
 * pieces side by side (which the split never gives) show with a | between them.
 */
function marked(text: string, term: string): string {
  const pieces = splitForHighlight(text, term);
  return pieces.map((p, i) => (p.match ? `[${p.text}]` : `${i > 0 && !pieces[i - 1]!.match ? '|' : ''}${p.text}`)).join('');
}

describe('splitForHighlight', () => {
  it.each([
    ['marks each occurrence of the term, whatever its case, keeping the original text', 'Cloud backup for the cloud era', 'cloud', '[Cloud] backup for the [cloud] era'],
    ['returns the whole text unmarked when the term is empty', 'Managed Wi-Fi', '', 'Managed Wi-Fi'],
    ['returns the whole text unmarked when the term does not occur', 'Managed Wi-Fi', 'radio', 'Managed Wi-Fi'],
    ['marks a match that is the whole text', 'SD-WAN', 'sd-wan', '[SD-WAN]'],
    ['marks back-to-back occurrences separately without overlapping', 'aaaa', 'aa', '[aa][aa]'],
    ['treats regular-expression characters in the term literally', 'Costs (ex GST) apply', '(ex', 'Costs [(ex] GST) apply'],
    ['treats a dot in the term as a dot', 'a.b', '.', 'a[.]b'],
    ['ignores hyphens and spaces the way the search does: "wifi" marks "Wi-Fi" and "Wi Fi"', 'Managed Wi-Fi and Wi Fi', 'wifi', 'Managed [Wi-Fi] and [Wi Fi]'],
    ['and "sdwan" marks "SD-WAN"', 'Managed SD-WAN', 'sdwan', 'Managed [SD-WAN]'],
    ['marks each word of a longer term where it occurs', 'Wi-Fi that is managed', 'managed wifi', '[Wi-Fi] that is [managed]'],
    ['keeps accented letters as written while matching them without accents', 'Café network', 'cafe', '[Café] network'],
  ])('%s', (_what, text, term, expected) => {
    expect(marked(text, term)).toBe(expected);
  });

  it('gives each piece as text and whether it matched', () => {
    expect(splitForHighlight('Cloud era', 'cloud')).toEqual([
      { text: 'Cloud', match: true },
      { text: ' era', match: false },
    ]);
  });

  it('always gives back exactly the original text when the pieces are joined', () => {
    const text = 'Network solutions for networked NETWORKS';
    expect(splitForHighlight(text, 'network').map((p) => p.text).join('')).toBe(text);
  });
});

describe('Highlight', () => {
  it('wraps matches in <mark> and the rest in <span>', () => {
    const html = renderToString(<Highlight text="Cloud services" term="cloud" />);
    expect(html).toBe('<mark>Cloud</mark><span> services</span>');
  });

  it('keeps HTML in the text escaped, in and out of the marked parts', () => {
    const html = renderToString(<Highlight text={'<script>alert("cloud")</script> <b>cloud</b>'} term="cloud" />);
    expect(html).not.toMatch(/<script|<b>/i);
    expect(html).toBe(
      '<span>&lt;script&gt;alert(&quot;</span><mark>cloud</mark><span>&quot;)&lt;/script&gt; &lt;b&gt;</span><mark>cloud</mark><span>&lt;/b&gt;</span>',
    );
  });

  it('keeps a term containing HTML escaped when it is marked', () => {
    const html = renderToString(<Highlight text="Use <b> tags" term="<b>" />);
    expect(html).toBe('<span>Use </span><mark>&lt;b&gt;</mark><span> tags</span>');
  });
});
