// Query strings for Strapi 5's REST API, built with qs the way Strapi parses them.
import qs from 'qs';
import { blogSummaryFields } from './content/blog.js';
import { compactText } from './search/normalise.js';

export type QueryParams = Record<string, unknown>;

export function toQueryString(params: QueryParams): string {
  return qs.stringify(params, { encodeValuesOnly: true });
}

/**
 * The search of the spec (section 7): title, keywords or description contain the term. One more
 * condition makes punctuation and hyphens not matter: the resource's `searchText` (the same three
 * fields with letters and digits only, written by the CMS) contains the term in that form, so
 * "wifi" finds "Wi-Fi" and "sdwan" finds "SD-WAN".
 */
export function blogSearchParams(term: string, opts: { limit?: number; page?: number; pageSize?: number } = {}): QueryParams {
  const compact = compactText(term);
  const params: QueryParams = {
    filters: {
      $or: [
        { title: { $containsi: term } },
        { metaKeywords: { $containsi: term } },
        { metaDescription: { $containsi: term } },
        // An empty compact term ("!!!") would match every resource.
        ...(compact !== '' ? [{ searchText: { $containsi: compact } }] : []),
      ],
    },
    sort: ['publishedDate:desc'],
    // Only what a suggestion or a result shows (shared/src/search/item.ts): not the bodies.
    fields: blogSummaryFields,
    // A result links its document by URL (blogToSearchItem); the file's other columns (formats,
    // sizes, provider metadata) were read, sanitised and sent for each of up to 100 matches.
    populate: { doc: { fields: ['url'] } },
  };
  if (opts.limit !== undefined) params.pagination = { limit: opts.limit };
  else if (opts.page !== undefined || opts.pageSize !== undefined)
    params.pagination = { page: opts.page ?? 1, pageSize: opts.pageSize ?? 10 };
  return params;
}
