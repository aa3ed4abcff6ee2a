// Query strings for Strapi 5's REST API, built with qs the way Strapi parses them.
import qs from 'qs';

export type QueryParams = Record<string, unknown>;

export function toQueryString(params: QueryParams): string {
  return qs.stringify(params, { encodeValuesOnly: true });
}

/** The search of the spec (section 7): title, keywords or description contain the term. */
export function blogSearchParams(term: string, opts: { limit?: number; page?: number; pageSize?: number } = {}): QueryParams {
  const params: QueryParams = {
    filters: {
      $or: [
        { title: { $containsi: term } },
        { metaKeywords: { $containsi: term } },
        { metaDescription: { $containsi: term } },
      ],
    },
    sort: ['publishedDate:desc'],
    populate: { doc: true },
  };
  if (opts.limit !== undefined) params.pagination = { limit: opts.limit };
  else if (opts.page !== undefined || opts.pageSize !== undefined)
    params.pagination = { page: opts.page ?? 1, pageSize: opts.pageSize ?? 10 };
  return params;
}
