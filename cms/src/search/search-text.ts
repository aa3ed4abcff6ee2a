// Every resource carries `searchText`: its title, keywords and description with letters and
// digits only (shared/src/search/normalise.ts), so the site's search can match "wifi" against
// "Wi-Fi" with a plain $containsi. Written here on every create and update, whoever saves (the
// admin, the REST API, the staff screens, the seed), and filled in at start-up for resources
// saved before the field existed. Editors never see or edit it (visible: false in the schema).
import type { Core } from '@strapi/strapi';
import { searchTextFor, type SearchTextSource } from '@ironbark/shared/search/normalise';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const UID = CONTENT_TYPE_UIDS.blog;

type Data = SearchTextSource & { searchText?: string };

export function registerSearchText(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid === UID && (context.action === 'create' || context.action === 'update')) {
      const params = context.params as { data?: Data; documentId?: string; locale?: string };
      if (params.data) {
        let current: SearchTextSource = {};
        // An update may name only the fields it changes: the rest come from the saved draft.
        if (context.action === 'update' && params.documentId) {
          current =
            ((await strapi.db.query(UID).findOne({
              select: ['title', 'metaKeywords', 'metaDescription'],
              where: { documentId: params.documentId, publishedAt: null },
            })) as SearchTextSource | null) ?? {};
        }
        const pick = (key: keyof SearchTextSource) => (key in params.data! ? params.data![key] : current[key]);
        params.data.searchText = searchTextFor({ title: pick('title'), metaKeywords: pick('metaKeywords'), metaDescription: pick('metaDescription') });
      }
    }
    return next();
  });
}

/** Resources saved before searchText existed (or changed behind the document service) get it. */
export async function backfillSearchText(strapi: Core.Strapi) {
  const rows = (await strapi.db.query(UID).findMany({
    select: ['id', 'title', 'metaKeywords', 'metaDescription', 'searchText'],
  })) as (Data & { id: number })[];
  let updated = 0;
  for (const row of rows) {
    const searchText = searchTextFor(row);
    if (row.searchText === searchText) continue;
    await strapi.db.query(UID).update({ where: { id: row.id }, data: { searchText } });
    updated++;
  }
  if (updated > 0) strapi.log.info(`search text written for ${updated} resource rows`);
}
