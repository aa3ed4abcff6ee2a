// What the full-text index holds for one published page or resource: every word a visitor can
// read on it, in three weights (title; headings, summary and search keywords; body), found through
// the shared field definitions (shared/src/search/document-text.ts), and the type weight that puts
// service and industry pages before policies and legal pages.
import { blogContentType } from '@ironbark/shared/content/blog';
import { pageContentType } from '@ironbark/shared/content/page';
import { collectText } from '@ironbark/shared/search/document-text';
import { indexWords } from '@ironbark/shared/search/normalise';
import type { IndexRow } from './store';

/** Service and industry pages answer most searches; policies and legal pages are last resorts. */
export function pageTypeWeight(path: string): number {
  if (/^\/(services|industries)(\/|$)/.test(path)) return 1.5;
  if (/(^|[/-])(policy|policies|terms|privacy|legal|disclaimer)([/-]|$)/.test(path)) return 0.4;
  return 1;
}

const words = (texts: readonly (string | null | undefined)[]) => indexWords(texts.filter(Boolean).join(' ')).join(' ');

type Doc = Record<string, unknown> & { documentId: string };

interface Seo {
  metaTitle?: string | null;
  metaDescription?: string | null;
  metaKeywords?: string | null;
  noIndex?: boolean | null;
}

/** A published page's row, or null for a page kept out of search. */
export function pageRow(page: Doc): IndexRow | null {
  const seo = (page.seo ?? {}) as Seo;
  if (page.showInSearch === false || seo.noIndex) return null;
  const title = String(page.title ?? '');
  const shownTitle = seo.metaTitle || title;
  const text = collectText(pageContentType.fields, page, undefined, ['seo', 'title', 'path']);
  const summary = [page.summary as string | null, seo.metaDescription, seo.metaKeywords];
  return {
    docKey: `page:${page.documentId}`,
    kind: 'page',
    resourceType: null,
    url: String(page.path),
    title: shownTitle,
    description: seo.metaDescription ?? (page.summary as string | null) ?? '',
    bodyText: [...text.headings, ...text.body].join('\n'),
    docUrl: null,
    youtubeUrl: null,
    publishedDate: null,
    typeWeight: pageTypeWeight(String(page.path)),
    titleWords: words([shownTitle, title]),
    headingsWords: words([...summary, ...text.headings]),
    bodyWords: words(text.body),
  };
}

interface FileRef {
  url?: string | null;
}

/** A published resource's row; pdfText is the text of its PDF, if it has one. */
export function resourceRow(resource: Doc, pdfText: string): IndexRow {
  const text = collectText(blogContentType.fields, resource, undefined, ['title', 'excerpt', 'metaTitle', 'metaDescription', 'metaKeywords']);
  const excerpt = (resource.excerpt as string | null) ?? null;
  const metaDescription = (resource.metaDescription as string | null) ?? null;
  const title = String(resource.title ?? '');
  const body = [...text.headings, ...text.body, pdfText].filter(Boolean);
  return {
    docKey: `resource:${resource.documentId}`,
    kind: 'resource',
    resourceType: String(resource.type ?? 'news'),
    url: `/resources/${String(resource.slug)}`,
    title,
    description: metaDescription ?? excerpt ?? '',
    bodyText: body.join('\n'),
    docUrl: (resource.doc as FileRef | null)?.url ?? null,
    youtubeUrl: (resource.youtubeUrl as string | null) ?? null,
    publishedDate: typeof resource.publishedDate === 'string' ? resource.publishedDate.slice(0, 10) : null,
    typeWeight: 1,
    titleWords: words([title, resource.metaTitle as string | null]),
    headingsWords: words([excerpt, metaDescription, resource.metaKeywords as string | null, ...text.headings]),
    bodyWords: words(body.filter((t) => !text.headings.includes(t))),
  };
}
