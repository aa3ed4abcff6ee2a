// Checks of the seed's text: content tokens, rich-text links Strapi would refuse, contact
// details typed in instead of their tokens, tokens where none are filled in, campaign heroes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LINK_TOKEN_NAMES, TOKEN_NAMES, findTokens, isTokenName } from '@ironbark/shared/content/tokens';

export function strings(value, where, out = []) {
  if (typeof value === 'string') out.push({ text: value, where });
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${where}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${where}.${k}`, out);
  return out;
}

/** Unknown tokens anywhere in a seed file's values, and Markdown links to unknown tokens. */
export function tokenProblems(value, name) {
  const problems = [];
  for (const { text, where } of strings(value, name)) {
    for (const t of new Set(findTokens(text))) {
      if (!isTokenName(t)) problems.push(`${where}: unknown token {${t}} (known: ${TOKEN_LIST})`);
    }
    for (const m of text.matchAll(/\]\(\{([^)]*)\}\)/g)) {
      if (isTokenName(m[1]) && !LINK_TOKEN_NAMES.includes(m[1])) problems.push(`${where}: {${m[1]}} is not a link target; use ${LINK_TOKEN_NAMES.map((n) => `{${n}}`).join(', ')}`);
    }
  }
  return problems;
}

/**
 * Strapi stores a rich-text link only when its address starts with "/" or a scheme it knows
 * (http, https, ftp, mailto, tel), so Markdown links cannot be a bare token or an anchor.
 */
export function richTextLinkProblems(markdown, where) {
  const problems = [];
  for (const m of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    const href = m[1];
    if (/^(\/|https?:|ftp:|mailto:|tel:)/.test(href)) continue;
    const hint = href === '{phone-link}' ? ': write tel:{phone-intl}' : href === '{email-link}' ? ': write mailto:{email}' : href.startsWith('#') ? ': anchors work in link fields, not in rich text' : ': give the portal as text';
    problems.push(`${where}: the rich-text link "${href}" would be refused by Strapi${hint}`);
  }
  return problems;
}
const TOKEN_LIST = TOKEN_NAMES.map((n) => `{${n}}`).join(', ');

/**
 * A pattern matching a phone number in any common formatting: "(02) 5550 4200", "02 5550 4200",
 * "+61 2 5550 4200", "+61 (0)2 5550-4200", "0255504200", "tel:+61255504200".
 */
export function phonePattern(phone) {
  const digits = phone.replace(/[^0-9]/g, '').replace(/^61/, '0');
  const national = digits.replace(/^0/, '');
  const sep = '[\\s().-]*';
  const rest = [...national].join(sep);
  return new RegExp(`(?:\\+?61${sep}(?:\\(?0\\)?${sep})?|\\(?0${sep})${rest}(?![0-9])`, 'g');
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile());
}

/**
 * The phone number and email address of Global settings typed anywhere in the seed except
 * global.json: they go stale when an editor changes Global settings. Use {phone}, {phone-link},
 * {email} and {email-link} instead.
 */
export function literalContactProblems(dir) {
  const globalFile = join(dir, 'global.json');
  if (!existsSync(globalFile)) return [];
  const global = JSON.parse(readFileSync(globalFile, 'utf8'));
  const problems = [];
  const email = String(global.email ?? '').toLowerCase();
  for (const file of filesUnder(dir)) {
    if (file === globalFile) continue;
    const text = readFileSync(file, 'utf8');
    const name = relative(dir, file);
    const phones = global.phone ? [...text.matchAll(phonePattern(global.phone))].map((m) => m[0]) : [];
    if (phones.length > 0) problems.push(`${name}: has the Global phone number typed in ${phones.length} times ("${phones[0]}"); use {phone} or {phone-link}`);
    const emails = email ? text.toLowerCase().split(email).length - 1 : 0;
    if (emails > 0) problems.push(`${name}: has the Global email address typed in ${emails} times; use {email} or {email-link}`);
  }
  return problems;
}

/**
 * Titles, summaries and SEO text appear in search results, browser tabs and link previews, where
 * no token is filled in: they carry no contact details.
 */
export function metadataTokenProblems(name, fields) {
  return Object.entries(fields)
    .filter(([, v]) => typeof v === 'string' && findTokens(v).length > 0)
    .map(([k]) => `${name}.${k}: no tokens in titles, summaries or SEO text (they are shown where tokens are not filled in)`);
}

/** Campaign pages send the hero's visitors to the campaign form on the page, not to /contact-us. */
export function campaignProblems(name, blocks) {
  const hasLeadForm = blocks.some((b) => b.__component === 'blocks.form' && b.form === 'campaign_lead');
  if (!hasLeadForm) return [];
  const problems = [];
  blocks.forEach((b, i) => {
    if (b.__component !== 'blocks.hero') return;
    const actions = b.actions ?? [];
    if (!actions.some((a) => a.href === '#enquire')) problems.push(`${name}.blocks[${i}]: a campaign hero links to its form with "#enquire"`);
    for (const a of actions) if (/^\/contact-us/.test(a.href)) problems.push(`${name}.blocks[${i}]: "${a.label}" sends campaign visitors to ${a.href} instead of the form on this page (#enquire)`);
  });
  return problems;
}

