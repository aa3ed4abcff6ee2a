import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlight, splitForHighlight } from './highlight';

describe('splitForHighlight', () => {
  it('marks each occurrence of the term, whatever its case, keeping the original text', () => {
    expect(splitForHighlight('Cloud backup for the cloud era', 'cloud')).toEqual([
      { text: 'Cloud', match: true },
      { text: ' backup for the ', match: false },
      { text: 'cloud', match: true },
      { text: ' era', match: false },
    ]);
  });

  it('returns the whole text unmarked when the term is empty', () => {
    expect(splitForHighlight('Managed Wi-Fi', '')).toEqual([{ text: 'Managed Wi-Fi', match: false }]);
  });

  it('returns the whole text unmarked when the term does not occur', () => {
    expect(splitForHighlight('Managed Wi-Fi', 'radio')).toEqual([{ text: 'Managed Wi-Fi', match: false }]);
  });

  it('marks a match that is the whole text', () => {
    expect(splitForHighlight('SD-WAN', 'sd-wan')).toEqual([{ text: 'SD-WAN', match: true }]);
  });

  it('marks back-to-back occurrences separately without overlapping', () => {
    expect(splitForHighlight('aaaa', 'aa')).toEqual([
      { text: 'aa', match: true },
      { text: 'aa', match: true },
    ]);
  });

  it('treats regular-expression characters in the term literally', () => {
    expect(splitForHighlight('Costs (ex GST) apply', '(ex')).toEqual([
      { text: 'Costs ', match: false },
      { text: '(ex', match: true },
      { text: ' GST) apply', match: false },
    ]);
    expect(splitForHighlight('a.b', '.')).toEqual([
      { text: 'a', match: false },
      { text: '.', match: true },
      { text: 'b', match: false },
    ]);
  });

  it('ignores hyphens and spaces the way the search does: "wifi" marks "Wi-Fi" and "Wi Fi"', () => {
    expect(splitForHighlight('Managed Wi-Fi and Wi Fi', 'wifi')).toEqual([
      { text: 'Managed ', match: false },
      { text: 'Wi-Fi', match: true },
      { text: ' and ', match: false },
      { text: 'Wi Fi', match: true },
    ]);
    expect(splitForHighlight('Managed SD-WAN', 'sdwan')).toEqual([
      { text: 'Managed ', match: false },
      { text: 'SD-WAN', match: true },
    ]);
  });

  it('marks each word of a longer term where it occurs', () => {
    expect(splitForHighlight('Wi-Fi that is managed', 'managed wifi')).toEqual([
      { text: 'Wi-Fi', match: true },
      { text: ' that is ', match: false },
      { text: 'managed', match: true },
    ]);
  });

  it('keeps accented letters as written while matching them without accents', () => {
    expect(splitForHighlight('Café network', 'cafe')).toEqual([
      { text: 'Café', match: true },
      { text: ' network', match: false },
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
