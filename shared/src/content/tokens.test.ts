import { describe, expect, it } from 'vitest';
import { LINK_PATTERN } from './patterns.js';
import { LINK_TOKEN_NAMES, TOKEN_NAMES, findTokens, isTokenName, replaceTokens, replaceTokensDeep, tokenValues } from './tokens.js';

const global = {
  phone: '(02) 5550 4200',
  email: 'enquiries@ironbark.example',
  address: 'Level 9, 60 Margaret Street, Sydney NSW 2000',
  customerPortalUrl: 'https://portal.ironbark.example/login',
};

describe('replaceTokens', () => {
  it('replaces every token with the value from Global settings', () => {
    expect(
      replaceTokens(
        'Call {phone} ({phone-link}), write to {email} ({email-link}), visit {address} or log in at {portal-url}.',
        global,
      ),
    ).toBe(
      'Call (02) 5550 4200 (tel:+61255504200), write to enquiries@ironbark.example ' +
        '(mailto:enquiries@ironbark.example), visit Level 9, 60 Margaret Street, Sydney NSW 2000 ' +
        'or log in at https://portal.ironbark.example/login.',
    );
  });

  it('gives the number alone in international form, for tel: links in rich text', () => {
    expect(replaceTokens('[{phone}](tel:{phone-intl})', global)).toBe('[(02) 5550 4200](tel:+61255504200)');
  });

  it('derives the tel: link in international form from the phone number as written', () => {
    expect(replaceTokens('{phone-link}', { ...global, phone: '(08) 5550 9876' })).toBe('tel:+61855509876');
    expect(replaceTokens('{phone-link}', { ...global, phone: '1300 555 042' })).toBe('tel:1300555042');
    expect(replaceTokens('{phone-link}', { ...global, phone: '+61 2 5550 4200' })).toBe('tel:+61255504200');
  });

  it('follows a change in Global settings', () => {
    expect(replaceTokens('Call {phone}', { ...global, phone: '(02) 5550 9999' })).toBe('Call (02) 5550 9999');
  });

  it('replaces repeated tokens and tokens inside Markdown links', () => {
    expect(replaceTokens('[{phone}]({phone-link}) or [{phone}]({phone-link})', global)).toBe(
      '[(02) 5550 4200](tel:+61255504200) or [(02) 5550 4200](tel:+61255504200)',
    );
  });

  it('leaves unknown tokens and other braces exactly as written', () => {
    expect(replaceTokens('Call {fone} or {Phone} or { phone } or {}', global)).toBe(
      'Call {fone} or {Phone} or { phone } or {}',
    );
  });

  it('returns text without tokens unchanged', () => {
    const text = 'Priority-one faults are acknowledged within 15 minutes.';
    expect(replaceTokens(text, global)).toBe(text);
  });

  it('renders an address missing from Global settings as nothing', () => {
    expect(replaceTokens('Visit {address}.', { ...global, address: null })).toBe('Visit .');
  });
});

describe('findTokens', () => {
  it('lists known and unknown tokens in order, with repeats', () => {
    expect(findTokens('{phone} {fone} {phone-link} {phone} {portal-url} tel:{phone-intl}')).toEqual([
      'phone',
      'fone',
      'phone-link',
      'phone',
      'portal-url',
      'phone-intl',
    ]);
  });

  it('ignores braces that are not token syntax', () => {
    expect(findTokens('{ phone } {Phone} {} {-x} {x-}')).toEqual([]);
  });
});

describe('the token list', () => {
  it('has a value for every token name', () => {
    expect(Object.keys(tokenValues(global)).sort()).toEqual([...TOKEN_NAMES].sort());
  });

  it('knows its own names', () => {
    for (const name of TOKEN_NAMES) expect(isTokenName(name)).toBe(true);
    expect(isTokenName('fone')).toBe(false);
  });

  it('allows exactly the link tokens as an href', () => {
    const link = new RegExp(LINK_PATTERN);
    for (const name of TOKEN_NAMES) {
      expect(link.test(`{${name}}`), name).toBe((LINK_TOKEN_NAMES as readonly string[]).includes(name));
    }
  });
});

describe('replaceTokensDeep', () => {
  it('replaces tokens in every string of a nested tree, leaving keys and other values alone', () => {
    const page = {
      title: 'Contact',
      blocks: [
        { id: 1, __component: 'blocks.cta', text: 'Call {phone}', href: '{phone-link}', '{phone}': true },
        { id: 2, __component: 'blocks.rich-text', body: 'Email [{email}]({email-link}) or {unknown}', count: 3, date: null },
      ],
    };
    expect(replaceTokensDeep(page, global)).toEqual({
      title: 'Contact',
      blocks: [
        { id: 1, __component: 'blocks.cta', text: 'Call (02) 5550 4200', href: 'tel:+61255504200', '{phone}': true },
        { id: 2, __component: 'blocks.rich-text', body: 'Email [enquiries@ironbark.example](mailto:enquiries@ironbark.example) or {unknown}', count: 3, date: null },
      ],
    });
  });

  it('copies instead of changing the input, which is usually a shared cached entry', () => {
    const cached = { items: [{ summary: 'Ring {phone}' }] };
    const out = replaceTokensDeep(cached, global);
    expect(cached.items[0]!.summary).toBe('Ring {phone}');
    expect(out.items[0]!.summary).toBe('Ring (02) 5550 4200');
    expect(out.items).not.toBe(cached.items);
  });
});
