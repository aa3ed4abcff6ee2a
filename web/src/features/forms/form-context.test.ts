import { describe, expect, it } from 'vitest';
import { pageKey } from '../../../server/page-cache.server';
import { aboutLine, ctaHref, ctaQueryOf, opensForm } from './form-context';
import { formContextFor } from './form-context-loader';

const button = { label: 'Book an SD-WAN assessment', href: '/contact-us', form: 'contact', enquiryType: 'network', campaign: 'q1-sdwan' } as const;

describe('a call to action that opens a form', () => {
  it('links to the form page, opened at its form, with its enquiry type, page, identifier and campaign', () => {
    expect(ctaHref(button, '/services/network-solutions/sd-wan')).toBe(
      '/contact-us?enquiry=network&from=%2Fservices%2Fnetwork-solutions%2Fsd-wan&cta=book-an-sd-wan-assessment&campaign=q1-sdwan#enquire',
    );
  });

  it('keeps the link as set for other buttons, other sites, the same page and in-page links', () => {
    expect(ctaHref({ ...button, form: 'none' }, '/sd-wan')).toBe('/contact-us');
    expect(ctaHref({ ...button, href: 'https://example.com/x' }, '/sd-wan')).toBe('https://example.com/x');
    expect(ctaHref({ ...button, href: '#enquire' }, '/sd-wan')).toBe('#enquire');
    expect(ctaHref(button, '/contact-us')).toBe('/contact-us');
    expect(ctaHref({ ...button, href: '/contact-us#enquire', enquiryType: 'none', campaign: undefined }, '/x')).toBe('/contact-us?from=%2Fx&cta=book-an-sd-wan-assessment#enquire');
  });

  it('opens a form from Forms the same way, and names it by its key for the click count', () => {
    const register = { label: 'Register as an exhibitor', href: '/events/connect-2027', form: 'none', builtForm: { documentId: 'd1', name: 'Conference registration', key: 'conference-registration' }, enquiryType: 'exhibitor', campaign: 'connect-2027' } as const;
    expect(ctaHref(register, '/events')).toBe('/events/connect-2027?enquiry=exhibitor&from=%2Fevents&cta=register-as-an-exhibitor&campaign=connect-2027#enquire');
    expect(ctaHref({ ...register, href: '#enquire' }, '/events/connect-2027')).toBe('#enquire');
    // Unpublished since (read back without its key): a plain link again.
    expect(ctaHref({ ...register, builtForm: null }, '/events')).toBe('/events/connect-2027');
    expect(opensForm(register)).toBe(true);
    expect(opensForm({ form: 'none', builtForm: null })).toBe(false);
    expect(opensForm({ form: 'contact', builtForm: null })).toBe(true);
  });

  it('reads only values that keep their rules from the query', () => {
    const q = (s: string) => ctaQueryOf(new URLSearchParams(s));
    expect(q('enquiry=network&from=/sd-wan&cta=book-now&campaign=q1-sdwan&utm_source=x')).toEqual({ enquiry: 'network', from: '/sd-wan', cta: 'book-now', campaign: 'q1-sdwan' });
    expect(q('enquiry=Not_Valid!&from=https://evil.example&cta=<b>x</b>&campaign=Not Valid')).toEqual({});
    // Any form's enquiry type spelt as options are (a form from Forms has its own); the form block
    // chooses it only when its form offers it.
    expect(q('enquiry=exhibitor')).toEqual({ enquiry: 'exhibitor' });
    expect(q(`enquiry=${'a'.repeat(61)}`)).toEqual({});
    expect(q('from=//evil.example/x&enquiry=network&enquiry=cloud')).toEqual({});
  });

  it('gives a page with such a query its own entry in the visitor room of the page cache, and ignores utm_*', () => {
    expect(pageKey('/contact-us', 'utm_source=linkedin&cta=book-now&enquiry=network&junk=1', undefined)).toEqual({ key: '/contact-us?enquiry=network&cta=book-now', visitor: true });
    expect(pageKey('/contact-us', 'utm_source=linkedin&enquiry=<script>', undefined)).toEqual({ key: '/contact-us', visitor: false });
  });
});

describe('the form page of a call to action', () => {
  const sdWan = {
    page: { path: '/services/network-solutions/sd-wan', title: 'SD-WAN', blocks: [{ __component: 'blocks.hero', actions: [button] }] },
  };
  const source = { page: async (path: string) => (path === sdWan.page.path ? (sdWan as never) : null) };

  it('names the button by its label and the page by its title, from the CMS', async () => {
    const params = new URLSearchParams('enquiry=network&from=/services/network-solutions/sd-wan&cta=book-an-sd-wan-assessment&campaign=q1-sdwan');
    expect(await formContextFor(source, '/contact-us', params)).toEqual({
      enquiry: 'network',
      campaign: 'q1-sdwan',
      sourcePage: '/services/network-solutions/sd-wan',
      cta: 'book-an-sd-wan-assessment',
      about: 'Book an SD-WAN assessment (from SD-WAN)',
    });
  });

  it('never shows a label the source page does not have, nor a page the CMS does not know', async () => {
    const made = await formContextFor(source, '/contact-us', new URLSearchParams('from=/services/network-solutions/sd-wan&cta=free-money-call-1900'));
    expect(made).toEqual({ sourcePage: '/services/network-solutions/sd-wan', about: 'An enquiry from SD-WAN' });
    expect(await formContextFor(source, '/contact-us', new URLSearchParams('from=/no-such-page&cta=x'))).toBeUndefined();
    expect(await formContextFor(source, '/contact-us', new URLSearchParams('utm_source=linkedin'))).toBeUndefined();
  });

  it('writes the about line from what it has', () => {
    expect(aboutLine('Book', 'SD-WAN')).toBe('Book (from SD-WAN)');
    expect(aboutLine(undefined, undefined)).toBeUndefined();
  });
});

describe('"Talk to sales"', () => {
  it('leads to the page\'s own form, else to the contact form naming the page', async () => {
    const { talkToSalesHref } = await import('./form-context');
    expect(talkToSalesHref('/bus-campaign', true)).toBe('#enquire');
    expect(talkToSalesHref('/about-us', false)).toBe('/contact-us?enquiry=new-service&from=%2Fabout-us&cta=talk-to-sales#enquire');
    expect(talkToSalesHref('/contact-us', false)).toBe('/contact-us#enquire');
    expect(talkToSalesHref(undefined, false)).toBe('/contact-us#enquire');
  });
});
