import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ThankYouPopup, withoutPopup } from './thank-you-popup';

describe('withoutPopup', () => {
  it('removes the popup parameter and keeps the others', () => {
    expect(withoutPopup('/', '?popup=thank-you&x=1')).toBe('/?x=1');
  });

  it('keeps every other parameter in order, wherever the popup parameter was', () => {
    expect(withoutPopup('/contact-us', '?utm_source=ad&popup=thank-you&utm_medium=cpc&page=2')).toBe(
      '/contact-us?utm_source=ad&utm_medium=cpc&page=2',
    );
  });

  it('leaves no dangling question mark when the popup was the only parameter', () => {
    expect(withoutPopup('/partner', '?popup=thank-you')).toBe('/partner');
  });

  it('returns the path unchanged when there is no query string', () => {
    expect(withoutPopup('/about-us', '')).toBe('/about-us');
  });

  it('accepts a query string without the leading question mark', () => {
    expect(withoutPopup('/', 'x=1&popup=thank-you')).toBe('/?x=1');
  });

  it('removes repeated popup parameters and keeps repeated other ones', () => {
    expect(withoutPopup('/', '?tag=a&popup=thank-you&tag=b&popup=thank-you')).toBe('/?tag=a&tag=b');
  });

  it('keeps the values of other parameters intact, special characters included', () => {
    const result = withoutPopup('/search', '?term=wi-fi%20%26%20cloud&popup=thank-you');
    const url = new URL(result, 'https://www.example.com');
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('term')).toBe('wi-fi & cloud');
    expect(url.searchParams.has('popup')).toBe(false);
  });
});

describe('ThankYouPopup', () => {
  const render = (location: string) => renderToString(createElement(StaticRouter, { location }, createElement(ThankYouPopup)));

  it('renders an open dialog when the address has ?popup=thank-you, closing to the address without it', () => {
    const html = render('/contact-us?ref=ad&popup=thank-you');
    expect(html).toMatch(/<dialog[^>]*\sopen=""/);
    expect(html).toContain('Thank you, we have your message');
    expect(html).toContain('href="/contact-us?ref=ad"');
  });

  it('renders nothing without the parameter or with another popup value', () => {
    expect(render('/contact-us')).toBe('');
    expect(render('/contact-us?popup=other')).toBe('');
  });
});
