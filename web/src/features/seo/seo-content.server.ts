// What the sitemap lists: every indexable published page and every published resource.
import { z } from 'zod';
import { collectionSchema } from '@ironbark/shared/content/strapi-envelope';
import type { ContentCache } from '../../../server/cache.server.js';
import { getEveryPage, type CmsClient } from '../../../server/cms-client.server.js';
import type { ContentContext } from '../../../server/content.server.js';
import { BLOG_LIST, PAGE_LIST } from '../../../server/content-tags.server.js';
import { listPagesWithSeo } from '../page-builder/index.server.js';

const slugList = collectionSchema(z.object({ slug: z.string(), updatedAt: z.string().nullish() }));

export function seoContent(cms: CmsClient, cache: ContentCache) {
  return {
    sitemapEntries() {
      return cache.get('sitemap', ['page', PAGE_LIST, 'blog', BLOG_LIST], async () => {
        const pages = await listPagesWithSeo(cms);
        const entries = pages
          .filter((p) => !p.seo?.noIndex && p.path !== '/not-found')
          .map((p) => ({ path: p.path, updatedAt: p.updatedAt ?? undefined }));
        // id breaks ties of the date: the pages are read in parallel, so their order must be stable.
        const resources = await getEveryPage(cms, '/api/blogs', { fields: ['slug', 'updatedAt'], sort: ['publishedDate:desc', 'id:desc'] }, slugList);
        entries.push(...resources.map((b) => ({ path: `/resources/${b.slug}`, updatedAt: b.updatedAt ?? undefined })));
        return entries;
      });
    },
  };
}

/** The sitemap's read on the site's content source (web/server/content.server.ts gathers it). */
export function reads({ cms, cache }: ContentContext) {
  return { server: seoContent(cms, cache) };
}

type SeoReads = ReturnType<typeof reads>;
type SeoServerReads = SeoReads['server'];
declare module '../../../server/content.server.js' {
  interface ServerReads extends SeoServerReads {}
}
