// Resources (news, case studies, guides) from the CMS: the paginated list and one article with
// its related resources (published, or a draft for preview).
import { blogPopulate, blogSchema, blogSummaryFields, blogSummaryPopulate, blogSummarySchema, type Blog, type BlogSummary } from '@ironbark/shared/content/blog';
import { collectionSchema } from '@ironbark/shared/content/strapi-envelope';
import type { ContentCache } from '../../../server/cache.server.js';
import type { CmsClient } from '../../../server/cms-client.server.js';
import type { ContentContext } from '../../../server/content.server.js';
import { BLOG_LIST, resourceTag, resourceTypeTag } from '../../../server/content-tags.server.js';
import type { ResourceData, ResourceList, ResourceListQuery } from '../../lib/content-source.js';

export const RESOURCES_PAGE_SIZE = 9;

const blogSummaryList = collectionSchema(blogSummarySchema);

export function resourceContent(cms: CmsClient, cache: ContentCache) {
  /** The newest published resources of the same type, this one excepted. */
  async function related(resource: Blog): Promise<BlogSummary[]> {
    const res = await cms.get(
      '/api/blogs',
      {
        filters: { slug: { $ne: resource.slug }, type: { $eq: resource.type } },
        sort: ['publishedDate:desc'],
        fields: blogSummaryFields,
        populate: blogSummaryPopulate,
        pagination: { page: 1, pageSize: 3 },
      },
      blogSummaryList,
    );
    return res.data;
  }

  return {
    resources({ type, page, newestFirst = false }: ResourceListQuery) {
      // The first page of each list is the site's; later pages (any number a visitor asks for) are visitor keys.
      const room = page === 1 ? 'site' : 'visitor';
      return cache.get(`resources:${type ?? 'all'}:${page}${newestFirst ? ':newest' : ''}`, ['blog', type ? resourceTypeTag(type) : BLOG_LIST], async (): Promise<ResourceList> => {
        const res = await cms.get(
          '/api/blogs',
          {
            filters: type ? { type: { $eq: type } } : {},
            // Featured resources are pinned first (on page 1 while there are few of them), then
            // newest first; feeds ask for newest first only.
            sort: newestFirst ? ['publishedDate:desc', 'id:desc'] : ['featured:desc', 'publishedDate:desc', 'id:desc'],
            fields: blogSummaryFields,
        populate: blogSummaryPopulate,
            pagination: { page, pageSize: RESOURCES_PAGE_SIZE },
          },
          blogSummaryList,
        );
        return { items: res.data, pagination: res.meta.pagination, type };
      }, room);
    },

    resource(slug: string) {
      // An article lists the newest of its type beside it (related), so it follows that list too.
      const tags = (found: ResourceData | null) => ['blog', resourceTag(slug), ...(found ? [resourceTypeTag(found.resource.type)] : [])];
      return cache.get(`resource:${slug}`, tags, async (): Promise<ResourceData | null> => {
        const res = await cms.get(
          '/api/blogs',
          { filters: { slug: { $eq: slug } }, populate: blogPopulate, pagination: { page: 1, pageSize: 1 } },
          collectionSchema(blogSchema),
        );
        const resource = res.data[0];
        return resource ? { resource, related: await related(resource) } : null;
      }, (found) => (found ? 'site' : 'visitor'));
    },

    /** A resource's draft by its documentId, for preview: read fresh, never cached. */
    async previewResource(documentId: string): Promise<ResourceData | null> {
      const res = await cms.get(
        '/api/blogs',
        { filters: { documentId: { $eq: documentId } }, populate: blogPopulate, pagination: { page: 1, pageSize: 1 }, status: 'draft' },
        collectionSchema(blogSchema),
      );
      const resource = res.data[0];
      return resource ? { resource, related: await related(resource) } : null;
    },
  };
}

/** The resources' reads on the site's content source (web/server/content.server.ts gathers them). */
export function reads({ cms, cache, withTokens }: ContentContext) {
  const resources = resourceContent(cms, cache);
  return {
    site: {
      resources: withTokens(resources.resources),
      /** null when no published resource has that slug. */
      resource: withTokens(resources.resource),
    },
    server: { previewResource: withTokens(resources.previewResource) },
  };
}

type ResourceReads = ReturnType<typeof reads>;
type ResourceSiteReads = ResourceReads['site'];
type ResourceServerReads = ResourceReads['server'];
declare module '../../lib/content-source.js' {
  interface SiteReads extends ResourceSiteReads {}
}
declare module '../../../server/content.server.js' {
  interface ServerReads extends ResourceServerReads {}
}
