// Resources (news, case studies, guides) from the CMS: the paginated list and one article with
// its related resources.
import { blogPopulate, blogSchema, blogSummaryPopulate, blogSummarySchema } from '@ironbark/shared/content/blog';
import { collectionSchema } from '@ironbark/shared/content/strapi-envelope';
import type { ContentCache } from '../../../server/cache.server.js';
import type { CmsClient } from '../../../server/cms-client.server.js';
import type { ResourceData, ResourceList, ResourceListQuery } from '../../lib/content-source.js';

export const RESOURCES_PAGE_SIZE = 9;

const blogSummaryList = collectionSchema(blogSummarySchema);

export function resourceContent(cms: CmsClient, cache: ContentCache) {
  return {
    resources({ type, page, newestFirst = false }: ResourceListQuery) {
      // The first page of each list is the site's; later pages (any number a visitor asks for) are visitor keys.
      const room = page === 1 ? 'site' : 'visitor';
      return cache.get(`resources:${type ?? 'all'}:${page}${newestFirst ? ':newest' : ''}`, ['blog'], async (): Promise<ResourceList> => {
        const res = await cms.get(
          '/api/blogs',
          {
            filters: type ? { type: { $eq: type } } : {},
            // Featured resources are pinned first (on page 1 while there are few of them), then
            // newest first; feeds ask for newest first only.
            sort: newestFirst ? ['publishedDate:desc', 'id:desc'] : ['featured:desc', 'publishedDate:desc', 'id:desc'],
            populate: blogSummaryPopulate,
            pagination: { page, pageSize: RESOURCES_PAGE_SIZE },
          },
          blogSummaryList,
        );
        return { items: res.data, pagination: res.meta.pagination, type };
      }, room);
    },

    resource(slug: string) {
      return cache.get(`resource:${slug}`, ['blog', 'page'], async (): Promise<ResourceData | null> => {
        const res = await cms.get(
          '/api/blogs',
          { filters: { slug: { $eq: slug } }, populate: blogPopulate, pagination: { page: 1, pageSize: 1 } },
          collectionSchema(blogSchema),
        );
        const resource = res.data[0];
        if (!resource) return null;
        const related = await cms.get(
          '/api/blogs',
          {
            filters: { slug: { $ne: slug }, type: { $eq: resource.type } },
            sort: ['publishedDate:desc'],
            populate: blogSummaryPopulate,
            pagination: { page: 1, pageSize: 3 },
          },
          blogSummaryList,
        );
        return { resource, related: related.data };
      }, (found) => (found ? 'site' : 'visitor'));
    },
  };
}
