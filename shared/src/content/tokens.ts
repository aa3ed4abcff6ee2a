// Content tokens: `{phone}`, `{email}`, `{portal-url}` and friends stand in for the contact
// details kept once in Global settings, so a changed phone number reaches every page, resource
// and link at once instead of going stale in the copy of forty pages. Editors type a token; the
// site swaps in the current value when it renders (and the seed when it writes a PDF).
// Free of runtime dependencies beyond ./phone, so the browser bundle and the CMS can both use it.
import { telHref } from './phone.js';

/** Every token editors may use, without braces. */
export const TOKEN_NAMES = ['phone', 'phone-link', 'phone-intl', 'email', 'email-link', 'address', 'portal-url'] as const;

export type TokenName = (typeof TOKEN_NAMES)[number];

/** Tokens that are a whole link target on their own (allowed as an href, see LINK_PATTERN). */
export const LINK_TOKEN_NAMES = ['phone-link', 'email-link', 'portal-url'] as const satisfies readonly TokenName[];

/** The Global settings fields the tokens read (structurally a subset of GlobalSettings). */
export interface TokenSource {
  phone: string;
  email: string;
  address?: string | null;
  customerPortalUrl: string;
}

/** `{name}` where name is lower-case words joined by hyphens: the syntax of every token. */
const TOKEN = /\{([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\}/g;

export function isTokenName(name: string): name is TokenName {
  return (TOKEN_NAMES as readonly string[]).includes(name);
}

/** The text each token stands for, given the current Global settings. */
export function tokenValues(global: TokenSource): Record<TokenName, string> {
  return {
    phone: global.phone,
    'phone-link': telHref(global.phone),
    // The number alone in international form: rich-text links are stored by Strapi only with a
    // scheme it knows, so Markdown writes tel:{phone-intl} where other links write {phone-link}.
    'phone-intl': telHref(global.phone).slice('tel:'.length),
    email: global.email,
    'email-link': `mailto:${global.email}`,
    // An address left empty in Global settings renders as nothing rather than as "{address}".
    address: global.address ?? '',
    'portal-url': global.customerPortalUrl,
  };
}

/**
 * The text with every known token replaced by its value from Global settings. Anything else in
 * braces (an unknown or misspelt token) is left exactly as written, so a mistake stays visible
 * to the editor instead of silently disappearing.
 */
export function replaceTokens(text: string, global: TokenSource): string {
  return tokenReplacer(global)(text);
}

function tokenReplacer(global: TokenSource): (text: string) => string {
  const values = tokenValues(global);
  return (text) => (text.includes('{') ? text.replace(TOKEN, (match, name: string) => (isTokenName(name) ? values[name] : match)) : text);
}

/** The names of all tokens in the text, known or not, in order of appearance (repeats kept). */
export function findTokens(text: string): string[] {
  return Array.from(text.matchAll(TOKEN), (m) => m[1]!);
}

/**
 * A copy of a content tree (a page with its blocks, a resource, the navigation) with the tokens
 * in every string replaced. Objects and arrays are copied, never changed in place: the input is
 * usually a cached entry that other requests share. Keys are left alone.
 */
export function replaceTokensDeep<T>(value: T, global: TokenSource): T {
  const swap = tokenReplacer(global);
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return swap(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node !== null && typeof node === 'object' && Object.getPrototypeOf(node) === Object.prototype) {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node)) out[key] = walk(child);
      return out;
    }
    return node;
  };
  return walk(value) as T;
}
