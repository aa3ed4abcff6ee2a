// The tags cached content carries, and which of them an editor's change outdates. Every cached
// read (content cache, rendered pages, a cache in front: Surrogate-Key / Cache-Tag) is tagged with
// what it was built from, so that publishing one page drops that page and the lists it appears
// in, not the whole site:
//
// - a type tag (`page`, `blog`, `global`, `navigation`, `redirect`) on everything built from a
//   content type: outdated when a change cannot be narrowed down (a message without keys);
// - a list tag (`page-list`, `blog-list`) on lists of all documents of a type (sitemap, search,
//   the page index, the resources list), outdated by any change to the type;
// - per-document tags: a page by its path, the pages under a path (child-pages blocks), a
//   resource by its slug, the resources of one type (lists by type, an article's related ones).
//
// Paths and slugs are hashed: a tag must be short and use only the characters a cache's purge
// accepts (ops/varnish/default.vcl: `[A-Za-z0-9_.:-]`, 64 at most).
import { createHash } from 'node:crypto';
import { CONTENT_TYPE_UIDS, SITE_CONTENT_TYPES } from '@ironbark/shared/content/content-type-uids';
import { parentPath } from '@ironbark/shared/content/page';

/** Which cached entries any change to each content type makes stale (its type tag). */
export const TAGS_BY_MODEL: Record<string, string[]> = Object.fromEntries(SITE_CONTENT_TYPES.map((name) => [CONTENT_TYPE_UIDS[name], [name]]));

export const PAGE_LIST = 'page-list';
export const BLOG_LIST = 'blog-list';

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 16);

/** The page at a path (or the answer that no page is there). Paths are matched without case. */
export const pageTag = (path: string) => `page:${digest(path.toLowerCase())}`;
/** The pages directly under a path (what a child-pages block lists). */
export const childrenTag = (path: string) => `children:${digest(path.toLowerCase())}`;
/** The resource with a slug (or the answer that none has it). */
export const resourceTag = (slug: string) => `res:${digest(slug)}`;
/** The resources of one type (a list filtered by type, an article's related resources). */
export const resourceTypeTag = (type: string) => `res-type:${type.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40)}`;

/** A form by its key: the pages that show it, and the forms API's copy of it. */
export const formTag = (key: string) => `form:${digest(key)}`;

/** What the CMS can say about the documents a change touched: their paths or slugs, before and after. */
export interface ChangeKeys {
  paths?: readonly string[];
  slugs?: readonly string[];
  types?: readonly string[];
}

/**
 * The tags a change outdates, or undefined for a model the site does not read. With the touched
 * documents' keys (old and new path of a page, slug and type of a resource), only those
 * documents and the lists of their type; without, everything of the type.
 */
export function tagsForChange(model: string, keys: ChangeKeys = {}): string[] | undefined {
  const typeTags = TAGS_BY_MODEL[model];
  if (!typeTags) return undefined;
  if (model === CONTENT_TYPE_UIDS.page && keys.paths?.length) {
    const tags = new Set([PAGE_LIST]);
    for (const path of keys.paths) {
      tags.add(pageTag(path));
      const parent = parentPath(path);
      if (parent) tags.add(childrenTag(parent));
    }
    return [...tags];
  }
  if (model === CONTENT_TYPE_UIDS.blog && keys.slugs?.length && keys.types?.length) {
    const tags = new Set([BLOG_LIST]);
    for (const slug of keys.slugs) tags.add(resourceTag(slug));
    for (const type of keys.types) tags.add(resourceTypeTag(type));
    return [...tags];
  }
  // A form's change reaches the pages that show that form, no others (CMS: its key, as a slug).
  if (model === CONTENT_TYPE_UIDS.form && keys.slugs?.length) return keys.slugs.map(formTag);
  return typeTags;
}
