// Checks the seed content without a database: every page validates against the shared block
// definitions, meets the content bar (blocks, words, SEO lengths, unique titles), links only to
// pages that exist, uses only known content tokens and image files that exist, and keeps the contact
// details in Global settings only. Which pages exist is the seed's own data (cms/data/seed/pages).
// Run: node cms/scripts/seed-check.mjs
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { componentDefinition } from '@ironbark/shared/strapi-codegen';
import { seoComponent, SEO_LIMITS } from '@ironbark/shared/content/seo';
import { APP_PATHS } from '@ironbark/shared/content/site-routes';
import { normalisePath } from '@ironbark/shared/content/page';
import { PAGE_PATH_PATTERN } from '@ironbark/shared/content/patterns';
import { blogContentType } from '@ironbark/shared/content/blog';
import { imageProblems, isLogo } from './lib/seed-images.mjs';
import { seedContentProblems } from './lib/seed-content-checks.mjs';
import { seedJsonFiles } from './lib/seed-json.mjs';
import { campaignProblems, literalContactProblems as literalContactProblemsIn, metadataTokenProblems, richTextLinkProblems, strings, tokenProblems } from './lib/seed-text.mjs';

const cmsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const seedDir = join(cmsDir, 'data', 'seed');

/** Pages that are not content pages: they need no minimum of blocks or words. */
const UTILITY_PATHS = new Set(['/not-found', '/under-construction', '/resources']);
const MIN_BLOCKS = 3;
const MIN_WORDS = 200;
const BANNED = /lorem ipsum|placeholder|\bTODO\b|\bTBD\b|xxx/i;

const words = (s) => s.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

/** The Global phone number and email typed anywhere in the seed but global.json (see lib/seed-text.mjs). */
export const literalContactProblems = (dir = seedDir) => literalContactProblemsIn(dir);

/** A count of the service practices goes stale when one is added: say "our practices" instead. */
const PRACTICE_COUNT = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(service\s+)?practices\b/i;

/**
 * Replaces seed-only shapes by what Strapi would return (Markdown -> rich text, image
 * descriptions -> a media object), adds ids, and collects the visible words and the links.
 */
function toCmsShape(value, fields, where, acc) {
  const out = { id: 1, ...value };
  if (value.__component) acc.components.push({ block: value, where });
  for (const [key, field] of Object.entries(fields)) {
    const v = value[key];
    if (v === undefined || v === null) continue;
    const attr = field.strapi;
    if (attr.type === 'blocks') {
      if (typeof v !== 'string') acc.problems.push(`${where}.${key}: write rich text as a Markdown string`);
      else {
        acc.words += words(v.replace(/[#*_`>[\]()-]/g, ' '));
        for (const m of v.matchAll(/\]\(([^)\s]+)\)/g)) acc.links.push({ href: m[1], where: `${where}.${key}` });
        acc.problems.push(...richTextLinkProblems(v, `${where}.${key}`));
        out[key] = [{ type: 'paragraph', children: [{ type: 'text', text: v }] }];
      }
    } else if (attr.type === 'media') {
      acc.problems.push(...imageProblems(v, acc.imagesDir).map((p) => `${where}.${key}: ${p}`));
      if (typeof v === 'object' && typeof v.alt === 'string') acc.images.push({ image: v, where: `${where}.${key}`, owner: value });
      out[key] = { id: 1, url: '/uploads/x.webp', width: 1600, height: 1000, alternativeText: v?.alt };
    } else if (attr.type === 'component') {
      const def = componentDefinition(attr.component);
      out[key] = Array.isArray(v)
        ? v.map((item, i) => toCmsShape(item, def.fields, `${where}.${key}[${i}]`, acc))
        : toCmsShape(v, def.fields, `${where}.${key}`, acc);
    } else if ((attr.type === 'string' || attr.type === 'text') && typeof v === 'string') {
      if (attr.regex && attr.regex.startsWith('^(/')) acc.links.push({ href: v, where: `${where}.${key}` });
      else if (!attr.regex) acc.words += words(v);
      if (BANNED.test(v)) acc.problems.push(`${where}.${key}: contains placeholder text`);
    }
  }
  for (const key of Object.keys(value)) {
    if (key !== '__component' && !(key in fields)) acc.problems.push(`${where}: unknown field "${key}"`);
  }
  return out;
}

export function checkSeed(dir = seedDir) {
  const problems = [];
  const pages = [];
  for (const { name, data: page } of seedJsonFiles(dir, 'pages', (p) => problems.push(p))) {
    const acc = { words: 0, links: [], problems: [], images: [], components: [], imagesDir: join(dir, 'images') };
    if (typeof page.path !== 'string' || !new RegExp(PAGE_PATH_PATTERN).test(page.path)) {
      problems.push(`${name}: path "${page.path}" is not a valid page path`);
    }
    if (typeof page.title !== 'string' || !page.title) problems.push(`${name}: title is missing`);
    const seo = page.seo ?? {};
    const seoResult = seoComponent.schema.safeParse(toCmsShape(seo, seoComponent.fields, `${name}.seo`, { words: 0, links: [], problems: acc.problems, images: [], components: [], imagesDir: acc.imagesDir }));
    if (!seoResult.success) {
      problems.push(`${name}.seo: ${seoResult.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')} (title <= ${SEO_LIMITS.title}, description ${SEO_LIMITS.descriptionMin}-${SEO_LIMITS.description} characters)`);
    }
    const blocks = Array.isArray(page.blocks) ? page.blocks : [];
    blocks.forEach((block, i) => {
      const where = `${name}.blocks[${i}]`;
      const def = componentDefinition(String(block.__component));
      if (!def || def.category !== 'blocks') {
        problems.push(`${where}: unknown block "${block.__component}"`);
        return;
      }
      const shaped = toCmsShape(block, def.fields, where, acc);
      const result = def.schema.safeParse(shaped);
      if (!result.success) {
        problems.push(`${where} (${block.__component}): ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      }
    });
    problems.push(...acc.problems);
    problems.push(...tokenProblems(page, name));
    problems.push(...metadataTokenProblems(name, { title: page.title, summary: page.summary, ...Object.fromEntries(Object.entries(page.seo ?? {}).map(([k, v]) => [`seo.${k}`, v])) }));
    problems.push(...campaignProblems(name, blocks));
    for (const { text, where } of strings(page, name)) {
      if (PRACTICE_COUNT.test(text)) problems.push(`${where}: "${PRACTICE_COUNT.exec(text)[0]}": do not state a count of practices, it goes stale`);
    }
    // A logo's image is the organisation's own mark: its alt text is the name.
    for (const { image, where, owner } of acc.images) {
      if (isLogo(image) && owner.name !== undefined && image.alt !== owner.name) problems.push(`${where}: a logo's alt text is the organisation's name ("${owner.name}")`);
    }
    if (!UTILITY_PATHS.has(page.path)) {
      if (blocks.length < MIN_BLOCKS) problems.push(`${name}: has ${blocks.length} blocks, needs at least ${MIN_BLOCKS}`);
      if (acc.words < MIN_WORDS) problems.push(`${name}: has ${acc.words} words of copy, needs at least ${MIN_WORDS}`);
    }
    pages.push({ name, page, words: acc.words, links: acc.links });
  }

  const byPath = new Map();
  for (const p of pages) {
    const key = normalisePath(p.page.path ?? '');
    if (byPath.has(key)) problems.push(`${p.name}: path ${p.page.path} is also used by ${byPath.get(key).name}`);
    byPath.set(key, p);
  }
  for (const field of ['title', 'metaTitle', 'metaDescription']) {
    const seen = new Map();
    for (const p of pages) {
      const v = field === 'title' ? p.page.title : p.page.seo?.[field];
      if (!v) continue;
      if (seen.has(v)) problems.push(`${p.name}: ${field} "${v}" is also used by ${seen.get(v)}`);
      seen.set(v, p.name);
    }
  }
  const known = new Set([...byPath.keys(), ...APP_PATHS.map(normalisePath)]);
  for (const p of pages) {
    for (const { href, where } of p.links) {
      if (!href.startsWith('/')) continue;
      const target = normalisePath(href.split(/[?#]/)[0]);
      if (!known.has(target) && !target.startsWith('/resources/')) problems.push(`${where}: links to ${href}, which is not a page`);
    }
  }
  const resources = checkResources(dir, problems, known);
  const navFile = join(dir, 'navigation.json');
  if (existsSync(navFile)) problems.push(...tokenProblems(JSON.parse(readFileSync(navFile, 'utf8')), 'navigation.json'));
  problems.push(...literalContactProblems(dir));
  // The editors' content checks (search title and description length, alt text, headings, links, duplicates).
  problems.push(...seedContentProblems(dir));
  return { problems, pages, resources };
}

/** The resource fields' own rules (lengths, patterns, types), from the resource definition. */
const resourceFields = blogContentType.inputSchema(
  ['title', 'slug', 'type', 'publishedDate', 'excerpt', 'youtubeUrl', 'metaTitle', 'metaKeywords', 'metaDescription'],
  { optional: ['youtubeUrl'] },
);

/** A downloadable document (see cms/src/seed/pdf.ts): a prose brief or a scoring checklist. */
function docProblems(doc, where, type) {
  const pdf = doc?.pdf;
  const problems = [];
  const need = (cond, msg) => cond || problems.push(`${where}: ${msg}`);
  if (typeof pdf !== 'object' || pdf === null) return [`${where}: doc is { "pdf": { ... } }`];
  const known = ['fileName', 'label', 'title', 'subtitle', 'intro', 'facts', 'sections', 'checklist', 'scoring', 'nextSteps'];
  for (const key of Object.keys(pdf)) need(known.includes(key), `unknown field "${key}"`);
  need(/^[a-z0-9-]+\.pdf$/.test(pdf.fileName ?? ''), 'fileName must be kebab-case .pdf');
  need(typeof pdf.title === 'string' && pdf.title.length > 0, 'title is required');
  need(typeof pdf.intro === 'string' && words(pdf.intro) >= 30, 'intro of at least 30 words is required');
  need(typeof pdf.nextSteps?.text === 'string' && /\{(phone|email)\}/.test(pdf.nextSteps.text), 'nextSteps.text is required and gives {phone} or {email}');
  const sections = pdf.sections ?? [];
  need(Array.isArray(sections) && sections.every((s) => s.heading && s.text), 'sections are { heading, text }');
  for (const f of pdf.facts ?? []) need(typeof f.label === 'string' && typeof f.value === 'string', 'facts are { label, value }');
  const list = pdf.checklist;
  if (list !== undefined) {
    for (const key of Object.keys(list)) need(['heading', 'intro', 'tickLabel', 'columns', 'scale', 'groups'].includes(key), `unknown checklist field "${key}"`);
    need(Array.isArray(list.columns) && list.columns.length <= 4, 'checklist.columns: up to four columns to score or fill in');
    const items = (list.groups ?? []).flatMap((g) => g.items ?? []);
    need(Array.isArray(list.groups) && list.groups.every((g) => g.heading && Array.isArray(g.items) && g.items.length > 0), 'checklist.groups: { heading, items } with at least one item each');
    need(items.length >= 10, `checklist needs at least 10 items (has ${items.length})`);
    if (list.scale !== undefined) {
      need(Array.isArray(list.scale) && list.scale.length >= 2 && list.scale.every((s, i) => Number.isInteger(s.score) && s.meaning && (i === 0 || s.score > list.scale[i - 1].score)), 'checklist.scale: two or more { score, meaning }, lowest first');
      need(list.columns?.length >= 1, 'a scored checklist needs a column for each thing being scored');
      need(Array.isArray(pdf.scoring?.bands) && pdf.scoring.bands.length >= 2, 'a scored checklist needs a scoring guide (scoring.bands)');
    }
  } else {
    need(sections.length >= 2, 'a document without a checklist needs at least two sections');
  }
  if (type === 'guide' && /checklist/i.test(`${pdf.title} ${pdf.label ?? ''}`)) need(list !== undefined, 'a checklist guide needs checklist items to tick and score');
  return problems;
}

function checkResources(dir, problems, knownPaths) {
  const list = [];
  const slugs = new Map();
  const titles = new Map();
  for (const { name, data: r } of seedJsonFiles(dir, 'resources', (p) => problems.push(p))) {
    const need = (cond, msg) => cond || problems.push(`${name}: ${msg}`);
    const fields = resourceFields.safeParse(r);
    if (!fields.success) for (const issue of fields.error.issues) problems.push(`${name}: ${issue.path.join('.')}: ${issue.message}`);
    // The content bar for seed resources, beyond the fields' own rules.
    need(typeof r.excerpt === 'string' && r.excerpt.length >= 60, 'excerpt must be at least 60 characters');
    need(typeof r.body === 'string' && words(r.body) >= 300, `body must be Markdown of at least 300 words (has ${words(r.body ?? '')})`);
    for (const p of imageProblems(r.cover, join(dir, 'images'))) problems.push(`${name}.cover: ${p}`);
    if (r.doc !== undefined) problems.push(...docProblems(r.doc, `${name}.doc.pdf`, r.type));
    problems.push(...tokenProblems(r, name));
    if (typeof r.body === 'string') problems.push(...richTextLinkProblems(r.body, `${name}.body`));
    problems.push(...metadataTokenProblems(name, { title: r.title, excerpt: r.excerpt, metaTitle: r.metaTitle, metaDescription: r.metaDescription, metaKeywords: r.metaKeywords }));
    need(typeof r.metaTitle === 'string' && r.metaTitle.trim() !== '', 'metaTitle is required');
    need(typeof r.metaDescription === 'string' && r.metaDescription.length >= SEO_LIMITS.descriptionMin, `metaDescription must be at least ${SEO_LIMITS.descriptionMin} characters`);
    need(typeof r.metaKeywords === 'string' && r.metaKeywords.trim() !== '', 'metaKeywords is required');
    for (const key of ['industries', 'services']) {
      for (const p of r[key] ?? []) need(knownPaths.has(normalisePath(p)), `${key}: ${p} is not a page`);
    }
    if (BANNED.test(JSON.stringify(r))) problems.push(`${name}: contains placeholder text`);
    if (slugs.has(r.slug)) problems.push(`${name}: slug ${r.slug} is also used by ${slugs.get(r.slug)}`);
    if (titles.has(r.title)) problems.push(`${name}: title is also used by ${titles.get(r.title)}`);
    slugs.set(r.slug, name);
    titles.set(r.title, name);
    list.push({ name, resource: r });
  }
  return list;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { problems, pages, resources } = checkSeed();
  for (const p of problems) console.log(`problem: ${p}`);
  console.log(`${pages.length} pages and ${resources.length} resources checked, ${problems.length} problems`);
  for (const p of pages) if (process.argv.includes('--words')) console.log(`${p.page.path}: ${p.words} words, ${p.page.blocks?.length ?? 0} blocks`);
  process.exit(problems.length > 0 ? 1 : 0);
}
