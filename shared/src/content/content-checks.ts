// Content checks (issue 21): what a search engine shows of a page or resource and the problems an
// editor should fix — title and description length, images without alternative text, heading
// order, internal links to missing, unpublished or redirected paths, duplicate titles and
// descriptions, pages and resources not updated in a year. Pure functions: the CMS's
// content-checks plugin reads the documents and the site context, the admin shows the result.
//
// One rule source with publishing (issue 36): `publishErrors` is what the CMS refuses a publish
// for (cms/src/documents/publish-blocks.ts calls it on the draft being published), and
// `checkDocument` reports the same problems as errors, so the checks panel and the site report
// show before publishing whatever publishing will refuse, by block and field. The other checks
// are warnings: they never stop a publish.
//
// Forms of the form builder (issue 37) have rules of their own (checkForm): a hidden value left
// empty is an error (every lead would arrive without the answer the field is there to record),
// no consent field and no routing are warnings (the form works; what it lacks is the editor's call).
import { describeIssue, parseBlocks, type Issue } from '../blocks/registry.js';
import { consentKind } from '../forms/field-kinds/consent.js';
import { fieldKindOf, formFieldProblems } from '../forms/field-kinds/index.js';
import { hiddenKind } from '../forms/field-kinds/hidden.js';
import type { CheckKind } from './content-type-uids.js';
import { formatDate } from '../time.js';
import { seoComponent } from './seo.js';

export const CHECK_LIMITS = {
  /** Characters of a title a search engine shows (about 580 pixels). */
  titleShown: 60,
  titleMin: 15,
  /** Characters of a description a search engine shows. */
  descriptionShown: 155,
  descriptionMin: 50,
  descriptionMax: 160,
} as const;

export type CheckCode =
  | 'title-too-long'
  | 'title-too-short'
  | 'description-missing'
  | 'description-too-short'
  | 'description-too-long'
  | 'image-no-alt'
  | 'heading-no-h1'
  | 'heading-extra-h1'
  | 'heading-skipped-level'
  | 'link-missing'
  | 'link-unpublished'
  | 'link-redirects'
  | 'duplicate-title'
  | 'duplicate-description'
  | 'not-updated'
  | 'form-no-consent'
  | 'form-no-routing'
  // Errors: publishing is refused until they are fixed.
  | 'form-hidden-no-value'
  | 'block-invalid'
  | 'block-unknown'
  | 'field-invalid';

export interface CheckProblem {
  code: CheckCode;
  /** 'error': publishing is refused until it is fixed; 'warning': worth fixing, publishing goes ahead. */
  severity: 'error' | 'warning';
  /** Plain words for the editor. */
  message: string;
  /** The field concerned ("seo.metaTitle", "blocks.2.image"), if any. */
  field?: string;
  /** The block concerned: its place (1-based) and kind, if any. */
  block?: { index: number; component: string };
  /** The field concerned in the editor's words ("Buttons", "Search and sharing, Search description"), for errors. */
  fieldLabel?: string;
}

/** How long a page or resource may go without a change before the checks say so. */
export const FRESHNESS_MONTHS = 12;

export interface SearchPreview {
  /** The title as a search engine shows it ("…" where it is cut off). */
  title: string;
  titleTruncated: boolean;
  /** The address as shown ("example.com.au › services › cloud"). */
  address: string;
  path: string;
  description: string;
  descriptionTruncated: boolean;
}

export interface CheckedDocument {
  kind: 'page' | 'resource';
  documentId: string;
  preview: SearchPreview;
  problems: CheckProblem[];
}

/** A form of the form builder, checked: no search-result preview (forms have no address of their own). */
export interface CheckedForm {
  kind: 'form';
  documentId: string;
  preview: null;
  problems: CheckProblem[];
}

/** What the checks panel and the report get for a document of any checked type. */
export type CheckedEntry = CheckedDocument | CheckedForm;

export interface SiteContext {
  /** The site's host for the preview ("www.example.com.au"). */
  host: string;
  /** Paths of published pages and resources, and the site's own screens (normalised). */
  publishedPaths: ReadonlySet<string>;
  /** Paths of pages and resources that exist only as drafts. */
  unpublishedPaths: ReadonlySet<string>;
  /** Redirect `from` paths (normalised). */
  redirectPaths: ReadonlySet<string>;
  /** The search titles and descriptions of published documents, by documentId. */
  published: ReadonlyArray<{ documentId: string; kind: 'page' | 'resource'; name: string; title: string; description: string }>;
}

type Doc = Record<string, unknown>;

const isRecord = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** "/Services/" -> "/services"; query and fragment dropped. */
export function normaliseLinkPath(href: string): string {
  const bare = href.split(/[?#]/)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** An internal link's path, or null for external, mail, phone and fragment links. */
export function internalPath(href: string, host?: string): string | null {
  const h = href.trim();
  if (h.startsWith('/') && !h.startsWith('//')) return normaliseLinkPath(h);
  if (host) {
    const m = /^https?:\/\/([^/?#]+)(.*)$/i.exec(h);
    if (m && m[1]!.toLowerCase() === host.toLowerCase()) return normaliseLinkPath(m[2] || '/');
  }
  return null;
}

function cut(text: string, max: number): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  const slice = text.slice(0, max);
  const space = slice.lastIndexOf(' ');
  return { text: `${(space > max * 0.6 ? slice.slice(0, space) : slice).trimEnd()}…`, truncated: true };
}

/** The document's address on the site. */
export function documentPath(kind: 'page' | 'resource', doc: Doc): string {
  return kind === 'page' ? normaliseLinkPath(str(doc.path) || '/') : `/resources/${str(doc.slug)}`;
}

/** The title and description a search engine is given (the web's SeoHead). */
export function searchFields(kind: 'page' | 'resource', doc: Doc): { title: string; description: string } {
  const seo = kind === 'page' && isRecord(doc.seo) ? doc.seo : doc;
  return {
    title: str(seo.metaTitle) || str(doc.title),
    description: str(seo.metaDescription) || (kind === 'resource' ? str(doc.excerpt) : ''),
  };
}

export function searchPreview(kind: 'page' | 'resource', doc: Doc, host: string): SearchPreview {
  const { title, description } = searchFields(kind, doc);
  const path = documentPath(kind, doc);
  const t = cut(title, CHECK_LIMITS.titleShown);
  const d = cut(description, CHECK_LIMITS.descriptionShown);
  return {
    title: t.text,
    titleTruncated: t.truncated,
    address: [host, ...path.split('/').filter(Boolean)].join(' › '),
    path,
    description: d.text,
    descriptionTruncated: d.truncated,
  };
}

const problem = (code: CheckCode, message: string, where: Partial<Pick<CheckProblem, 'field' | 'block'>> = {}): CheckProblem => ({
  code,
  severity: 'warning',
  message,
  ...where,
});

/** "blocks.image-text" -> "Image text". */
function blockName(component: string): string {
  const words = (component.split('.').pop() ?? component).replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Found {
  field: string;
  block?: { index: number; component: string };
}
interface FoundLink extends Found {
  href: string;
  label: string;
}
interface FoundHeading extends Found {
  level: number;
  text: string;
}

function nodeText(node: unknown): string {
  if (!isRecord(node)) return '';
  if (typeof node.text === 'string') return node.text;
  return Array.isArray(node.children) ? node.children.map(nodeText).join('') : '';
}

/** Links and headings in Strapi rich text (blocks format). */
function walkRichText(nodes: unknown, where: Found, links: FoundLink[], headings: FoundHeading[]) {
  if (!Array.isArray(nodes)) return;
  for (const node of nodes) {
    if (!isRecord(node)) continue;
    if (node.type === 'link' && typeof node.url === 'string') links.push({ ...where, href: node.url, label: nodeText(node) });
    if (node.type === 'heading' && typeof node.level === 'number') headings.push({ ...where, level: node.level, text: nodeText(node) });
    if (Array.isArray(node.children)) walkRichText(node.children, where, links, headings);
  }
}

const isMedia = (v: Doc) => typeof v.url === 'string' && ('alternativeText' in v || 'mime' in v || 'name' in v);
const isRichText = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((n) => isRecord(n) && typeof n.type === 'string' && Array.isArray(n.children));

/** Every media, link and rich text under a value (a block or a field), with where it is. */
function walk(value: unknown, where: Found, out: { images: (Found & { name: string })[]; links: FoundLink[]; headings: FoundHeading[] }) {
  if (Array.isArray(value)) {
    if (isRichText(value)) return walkRichText(value, where, out.links, out.headings);
    value.forEach((v, i) => walk(v, { ...where, field: `${where.field}.${i}` }, out));
    return;
  }
  if (!isRecord(value)) return;
  if (isMedia(value)) {
    if (!str(value.alternativeText) && str(value.mime ?? 'image/').startsWith('image/')) out.images.push({ ...where, name: str(value.name) || str(value.url) });
    return;
  }
  if (typeof value.href === 'string' && value.href.trim() !== '') out.links.push({ ...where, href: value.href, label: str(value.label) || str(value.title) || str(value.name) });
  if (typeof value.applyHref === 'string' && value.applyHref.trim() !== '') out.links.push({ ...where, href: value.applyHref, label: str(value.title) });
  for (const [key, v] of Object.entries(value)) {
    if (key === 'href' || key === '__component' || key === 'id') continue;
    walk(v, { ...where, field: `${where.field}.${key}` }, out);
  }
}

function linkProblems(links: ReadonlyArray<FoundLink>, site: SiteContext, ownPath: string): CheckProblem[] {
  const problems: CheckProblem[] = [];
  for (const link of links) {
    const path = internalPath(link.href, site.host);
    if (path === null || path === ownPath) continue;
    const where = { field: link.field, ...(link.block ? { block: link.block } : {}) };
    const label = link.label ? `“${link.label}” ` : '';
    const inBlock = link.block ? ` in block ${link.block.index} (${blockName(link.block.component)})` : '';
    if (site.redirectPaths.has(path)) {
      problems.push(problem('link-redirects', `The link ${label}to ${path}${inBlock} goes through a redirect: link to where it ends up instead.`, where));
    } else if (site.publishedPaths.has(path)) {
      continue;
    } else if (site.unpublishedPaths.has(path)) {
      problems.push(problem('link-unpublished', `The link ${label}to ${path}${inBlock} goes to a page that is not published.`, where));
    } else {
      problems.push(problem('link-missing', `The link ${label}to ${path}${inBlock} goes to a page that does not exist.`, where));
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// What publishing refuses

const SEO_LABEL = 'Search and sharing';

/**
 * What the CMS refuses to publish a page for, each as an error naming the block (its place and
 * name) and the field: a block the site would leave out (it does not match its definition,
 * shared blocks/registry) and search fields that break the SEO component's rules (a description
 * under 50 characters; the Strapi schema generated from the same definition sets the same limits).
 * Resources have no such rules beyond Strapi's own: none.
 */
export function publishErrors(kind: CheckKind, doc: Doc): CheckProblem[] {
  if (kind === 'form') return formPublishErrors(doc);
  if (kind !== 'page') return [];
  const errors: CheckProblem[] = [];
  if (!isRecord(doc.seo)) {
    errors.push({ code: 'field-invalid', severity: 'error', message: `${SEO_LABEL}: missing`, field: 'seo', fieldLabel: SEO_LABEL });
  } else {
    const seo = seoComponent.schema.safeParse(doc.seo);
    const seen = new Set<string>();
    for (const issue of seo.success ? [] : seo.error.issues) {
      const key = issue.path.map(String).join('.');
      if (seen.has(key)) continue;
      seen.add(key);
      const { label, what } = describeIssue(seoComponent, issue as unknown as Issue, doc.seo);
      const fieldLabel = label ? `${SEO_LABEL}, ${label}` : SEO_LABEL;
      errors.push({ code: 'field-invalid', severity: 'error', message: `${fieldLabel}: ${what}`, field: key ? `seo.${key}` : 'seo', fieldLabel });
    }
  }
  for (const p of parseBlocks(doc.blocks).problems) {
    const first = p.fields[0];
    errors.push({
      code: p.reason === 'unknown-type' ? 'block-unknown' : 'block-invalid',
      severity: 'error',
      message: p.message,
      field: first?.path ? `blocks.${p.index}.${first.path}` : `blocks.${p.index}`,
      block: { index: p.index + 1, component: p.component },
      ...(first?.label ? { fieldLabel: first.label } : {}),
    });
  }
  return errors;
}

/**
 * The message a refused publish gives the editor (Strapi shows it in the admin's notification), or
 * null when the page may be published: the same errors as the checks, in one sentence.
 */
export function publishRefusal(kind: CheckKind, doc: Doc): { message: string; errors: CheckProblem[] } | null {
  const errors = publishErrors(kind, doc);
  if (errors.length === 0) return null;
  if (kind === 'form') {
    const n = errors.length;
    const list = errors.map((e) => e.message).join('. ');
    return { message: `This form cannot be published: ${list}. Fix ${n === 1 ? 'it' : 'them'}, then publish again.`, errors };
  }
  const blocks = errors.filter((e) => e.block).length;
  const n = errors.length;
  const leftOut = blocks === 0 ? '' : ` the site would leave out ${blocks === 1 ? 'a block' : `${blocks} blocks`}`;
  const what = kind === 'page' ? 'page' : 'resource';
  const list = errors.map((e) => e.message).join('. ');
  const fix = blocks === n ? `Fix ${n === 1 ? 'it' : 'them'} or remove ${n === 1 ? 'it' : 'them'}` : `Fix ${n === 1 ? 'it' : 'them'}`;
  return { message: `This ${what} cannot be published:${leftOut ? `${leftOut}.` : ''} ${list}. ${fix}, then publish again.`, errors };
}

/** "Not updated since 14 May 2025" when a document's last change is FRESHNESS_MONTHS or more ago. */
export function freshnessProblem(doc: Doc, now: Date): CheckProblem | null {
  const updated = typeof doc.updatedAt === 'string' || doc.updatedAt instanceof Date ? new Date(doc.updatedAt as string) : null;
  if (!updated || Number.isNaN(updated.getTime())) return null;
  const limit = new Date(now.getTime());
  limit.setUTCMonth(limit.getUTCMonth() - FRESHNESS_MONTHS);
  if (updated.getTime() > limit.getTime()) return null;
  return problem('not-updated', `Not updated since ${formatDate(updated.toISOString())}: check it is still right, then save it.`);
}

/**
 * Checks a page or resource (as the CMS returns it, blocks and media populated) against the site.
 * `site.published` may contain the document itself; it is not compared with itself.
 */
export function checkDocument(kind: 'page' | 'resource', doc: Doc, site: SiteContext, now: Date = new Date()): CheckedDocument {
  const documentId = str(doc.documentId);
  const preview = searchPreview(kind, doc, site.host);
  const { title, description } = searchFields(kind, doc);
  const titleField = kind === 'page' ? 'seo.metaTitle' : 'metaTitle';
  const descriptionField = kind === 'page' ? 'seo.metaDescription' : 'metaDescription';
  const problems: CheckProblem[] = [];

  if (title.length > CHECK_LIMITS.titleShown) {
    problems.push(problem('title-too-long', `The search title is ${title.length} characters: search engines show about ${CHECK_LIMITS.titleShown}, so the end is cut off.`, { field: titleField }));
  } else if (title.length < CHECK_LIMITS.titleMin) {
    problems.push(problem('title-too-short', `The search title is ${title.length} characters: use at least ${CHECK_LIMITS.titleMin} to say what the page is about.`, { field: titleField }));
  }
  if (description === '') {
    problems.push(problem('description-missing', 'There is no search description: search engines will pick some text from the page instead.', { field: descriptionField }));
  } else if (description.length < CHECK_LIMITS.descriptionMin) {
    problems.push(problem('description-too-short', `The search description is ${description.length} characters: use ${CHECK_LIMITS.descriptionMin} to ${CHECK_LIMITS.descriptionMax}.`, { field: descriptionField }));
  } else if (description.length > CHECK_LIMITS.descriptionMax) {
    problems.push(problem('description-too-long', `The search description is ${description.length} characters: search engines show about ${CHECK_LIMITS.descriptionShown}, so the end is cut off.`, { field: descriptionField }));
  }

  const found = { images: [] as (Found & { name: string })[], links: [] as FoundLink[], headings: [] as FoundHeading[] };
  if (kind === 'page') {
    const blocks = Array.isArray(doc.blocks) ? doc.blocks : [];
    blocks.forEach((b, i) => {
      if (!isRecord(b)) return;
      const component = str(b.__component);
      walk(b, { field: `blocks.${i}`, block: { index: i + 1, component } }, found);
    });
    if (isRecord(doc.seo)) walk(doc.seo.ogImage, { field: 'seo.ogImage' }, found);
  } else {
    walk(doc.cover, { field: 'cover' }, found);
    walk(doc.body, { field: 'body' }, found);
  }

  for (const image of found.images) {
    const inBlock = image.block ? ` in block ${image.block.index} (${blockName(image.block.component)})` : '';
    problems.push(problem('image-no-alt', `The image “${image.name}”${inBlock} has no alternative text: describe it in the media library for people who cannot see it.`, { field: image.field, ...(image.block ? { block: image.block } : {}) }));
  }

  // Headings: the page's first block, when it is a Hero, is its h1 (web: blocks/hero.tsx); a
  // resource's title is its h1. Rich-text headings sit below their section and must not skip.
  if (kind === 'page') {
    const blocks = Array.isArray(doc.blocks) ? doc.blocks : [];
    const first = blocks[0];
    if (!isRecord(first) || first.__component !== 'blocks.hero') {
      problems.push(problem('heading-no-h1', 'The page has no main heading (h1): start it with a Hero block.', { field: 'blocks' }));
    }
  }
  let previous = 1;
  let previousBlock: number | undefined;
  for (const h of found.headings) {
    const where = { field: h.field, ...(h.block ? { block: h.block } : {}) };
    if (h.block?.index !== previousBlock) {
      previous = kind === 'page' ? 2 : 1; // a block's section heading is an h2
      previousBlock = h.block?.index;
    }
    if (h.level === 1) {
      problems.push(problem('heading-extra-h1', `The heading “${h.text}” is a level 1 heading: the page already has its h1, use level 2.`, where));
      continue;
    }
    if (h.level > previous + 1) {
      problems.push(problem('heading-skipped-level', `The heading “${h.text}” is level ${h.level} after level ${previous}: do not skip levels.`, where));
    }
    previous = h.level;
  }

  problems.push(...linkProblems(found.links, site, preview.path));

  const others = site.published.filter((p) => p.documentId !== documentId);
  const sameTitle = title ? others.find((p) => p.title.toLowerCase() === title.toLowerCase()) : undefined;
  if (sameTitle) {
    problems.push(problem('duplicate-title', `The ${sameTitle.kind} “${sameTitle.name}” has the same search title: give each page its own.`, { field: titleField }));
  }
  const sameDescription = description ? others.find((p) => p.description.toLowerCase() === description.toLowerCase()) : undefined;
  if (sameDescription) {
    problems.push(problem('duplicate-description', `The ${sameDescription.kind} “${sameDescription.name}” has the same search description: give each page its own.`, { field: descriptionField }));
  }

  const stale = freshnessProblem(doc, now);
  if (stale) problems.push(stale);

  // Errors first; a warning about a field that has an error says the same thing again.
  const errors = publishErrors(kind, doc);
  const errorFields = new Set(errors.map((e) => e.field));
  return { kind, documentId, preview, problems: [...errors, ...problems.filter((p) => !p.field || !errorFields.has(p.field))] };
}

/** The navigation's links (header, mobile extras, footer) to missing, unpublished or redirected paths. */
export function checkNavigation(navigation: unknown, site: SiteContext): CheckProblem[] {
  const out = { images: [] as (Found & { name: string })[], links: [] as FoundLink[], headings: [] as FoundHeading[] };
  if (!isRecord(navigation)) return [];
  for (const key of ['header', 'mobileExtras', 'footer']) walk(navigation[key], { field: key }, out);
  return linkProblems(out.links, site, '');
}

// ---------------------------------------------------------------------------------------------
// Forms of the form builder (issue 37)

const FIELDS_LABEL = 'Fields';

/** "Field 3 (Hidden value “Event”)": a form's field as the editor finds it in its Fields list. */
function formFieldName(item: Doc, index: number): string {
  const kind = fieldKindOf(str(item.__component));
  const label = str(item.label) || str(item.heading) || str(item.key);
  return `Field ${index + 1} (${kind?.component.info.displayName ?? 'unknown kind'}${label ? ` “${label}”` : ''})`;
}

/**
 * What the CMS refuses to publish a form for. A hidden value left empty first: a draft may be
 * saved with it (Strapi asks for required values on publish only), but visitors cannot fill a
 * hidden field in, so every lead would arrive without the answer the field is there to record
 * (the event, the source list), and no later fix brings those answers back. Then any break of the
 * form rules (forms/field-kinds formFieldProblems, which saving refuses already: a form stored
 * before a rule existed, or by a tool that bypasses the CMS's save rules), which would keep the
 * site from showing the form at all.
 */
function formPublishErrors(doc: Doc): CheckProblem[] {
  const fields = Array.isArray(doc.fields) ? doc.fields : [];
  const errors: CheckProblem[] = [];
  fields.forEach((raw, i) => {
    if (!isRecord(raw) || raw.__component !== hiddenKind.component.uid || str(raw.value) !== '') return;
    const fieldLabel = `${FIELDS_LABEL}, ${formFieldName(raw, i)}, Value`;
    errors.push({
      code: 'form-hidden-no-value',
      severity: 'error',
      message: `${fieldLabel}: empty. Visitors cannot fill in a hidden field, so every lead of this form would arrive without its answer: set the value or remove the field`,
      field: `fields.${i}.value`,
      fieldLabel,
    });
  });
  const taken = new Set(errors.map((e) => e.field));
  for (const p of formFieldProblems(fields)) {
    if (taken.has(p.field)) continue;
    errors.push({ code: 'field-invalid', severity: 'error', message: p.message, field: p.field, fieldLabel: FIELDS_LABEL });
  }
  return errors;
}

/**
 * Checks a form (as the CMS returns it, its fields populated): the errors publishing refuses, then
 * two warnings (the form works without them; whether it should is the editor's call): no consent
 * field, and no routing (no team e-mail and not sent to the lead webhooks). An archived form is
 * off the site: only its errors are reported.
 */
export function checkForm(doc: Doc): CheckedForm {
  const problems = publishErrors('form', doc);
  if (doc.archived !== true) {
    const fields = (Array.isArray(doc.fields) ? doc.fields : []).filter(isRecord);
    if (!fields.some((f) => f.__component === consentKind.component.uid)) {
      problems.push(
        problem(
          'form-no-consent',
          'No consent field: visitors are not asked to agree to be contacted, and the lead desk and the CSV record no consent for its leads. Add a Consent field to Fields.',
          { field: 'fields' },
        ),
      );
    }
    if (str(doc.teamEmail) === '' && doc.sendWebhooks === false) {
      problems.push(
        problem(
          'form-no-routing',
          'No routing: the form has no Team e-mail and “Send to the lead webhooks” is off, so nobody is told of its leads beyond the lead desk (and the owner lead routing may give them). Add a team e-mail or turn the webhooks on.',
          { field: 'teamEmail' },
        ),
      );
    }
  }
  return { kind: 'form', documentId: str(doc.documentId), preview: null, problems };
}

/** The checks of a document of any checked type, by its rule set. */
export function checkEntry(kind: CheckKind, doc: Doc, site: SiteContext, now: Date = new Date()): CheckedEntry {
  return kind === 'form' ? checkForm(doc) : checkDocument(kind, doc, site, now);
}
