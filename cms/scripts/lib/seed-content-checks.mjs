// The content checks of the CMS (shared/src/content/content-checks.ts: search title and
// description length, alt text, heading order, internal links, duplicates) run over the seed
// files, shaped as Strapi would return them: our own demo content should pass our own checks.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Lexer } from 'marked';
import { CHECK_LIMITS, checkDocument, checkNavigation, normaliseLinkPath, searchFields } from '@ironbark/shared/content/content-checks';
import { APP_PATHS } from '@ironbark/shared/content/site-routes';
import { seedJsonFiles } from './seed-json.mjs';

/** Markdown -> the parts of Strapi rich text the checks read: headings and links. */
function inline(tokens = []) {
  return tokens.map((t) =>
    t.type === 'link'
      ? { type: 'link', url: t.href, children: inline(t.tokens) }
      : { type: 'text', text: String(t.text ?? t.raw ?? ''), ...(t.tokens ? { children: inline(t.tokens) } : {}) },
  );
}
function richText(markdown) {
  const out = [];
  const visit = (tokens) => {
    for (const t of tokens) {
      if (t.type === 'heading') out.push({ type: 'heading', level: Math.min(Math.max(Number(t.depth), 2), 6), children: inline(t.tokens) });
      else if (t.tokens) out.push({ type: 'paragraph', children: inline(t.tokens) });
      else if (t.items) visit(t.items);
    }
  };
  visit(Lexer.lex(markdown));
  return out.length ? out : [{ type: 'paragraph', children: [{ type: 'text', text: '' }] }];
}

/** Ids as Strapi gives stored blocks and files (the publishing rules read them). */
let nextId = 1;

/** Seed images ({ file, alt }) -> media objects; Markdown `body` fields -> rich text; blocks get ids. */
function shape(value, key = '') {
  if (Array.isArray(value)) return value.map((v) => shape(v));
  if (typeof value === 'string') return key === 'body' ? richText(value) : value;
  if (typeof value !== 'object' || value === null) return value;
  if (typeof value.file === 'string' && 'alt' in value) return { id: nextId++, url: '/uploads/x.webp', alternativeText: value.alt ?? '', mime: 'image/webp' };
  const shaped = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v, k)]));
  return '__component' in value && !('id' in value) ? { id: nextId++, ...shaped } : shaped;
}

/** Every seed page and resource through `checkDocument`, and the navigation through `checkNavigation`: a list of "file: field: message". */
export function seedContentProblems(dir) {
  const docs = [];
  for (const { name, data: page } of seedJsonFiles(dir, 'pages')) {
    docs.push({ kind: 'page', name, doc: { ...shape(page), documentId: name } });
  }
  for (const { name, data: r } of seedJsonFiles(dir, 'resources')) {
    docs.push({ kind: 'resource', name, doc: { ...r, body: typeof r.body === 'string' ? richText(r.body) : r.body, cover: shape(r.cover), documentId: name } });
  }
  const redirectsFile = join(dir, 'redirects.json');
  const redirects = existsSync(redirectsFile) ? JSON.parse(readFileSync(redirectsFile, 'utf8')) : [];
  const redirectList = Array.isArray(redirects) ? redirects : (redirects.redirects ?? []);
  const site = {
    host: 'www.ironbark.example',
    publishedPaths: new Set([
      ...docs.map((d) => (d.kind === 'page' ? normaliseLinkPath(String(d.doc.path ?? '/')) : `/resources/${d.doc.slug}`)),
      ...APP_PATHS.map(normaliseLinkPath),
    ]),
    unpublishedPaths: new Set(),
    redirectPaths: new Set(redirectList.map((r) => normaliseLinkPath(String(r.from ?? '')))),
    published: docs.map((d) => ({ documentId: d.doc.documentId, kind: d.kind, name: d.name, ...searchFields(d.kind, d.doc) })),
  };
  const problems = [];
  for (const d of docs) {
    for (const p of checkDocument(d.kind, d.doc, site).problems) problems.push(`${d.name}: ${p.field ? `${p.field}: ` : ''}${p.message}`);
    // The checks let an editor's description run to the hard maximum; our own copy keeps to what is shown.
    const { description } = searchFields(d.kind, d.doc);
    if (description.length > CHECK_LIMITS.descriptionShown && description.length <= CHECK_LIMITS.descriptionMax) {
      problems.push(`${d.name}: ${d.kind === 'page' ? 'seo.' : ''}metaDescription: The search description is ${description.length} characters: seed copy keeps to the ${CHECK_LIMITS.descriptionShown} search engines show.`);
    }
  }
  const navFile = join(dir, 'navigation.json');
  if (existsSync(navFile)) {
    try {
      for (const p of checkNavigation(JSON.parse(readFileSync(navFile, 'utf8')), site)) problems.push(`navigation.json: ${p.field}: ${p.message}`);
    } catch {
      problems.push('navigation.json: invalid JSON');
    }
  }
  return problems;
}
