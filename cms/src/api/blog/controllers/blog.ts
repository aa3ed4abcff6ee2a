import { factories } from '@strapi/strapi';

// The site's search asks for `pagination[limit]=5` and reads the answer as page, pageSize,
// pageCount and total (site spec, section 7). Strapi answers offset pagination (start, limit)
// for a limit alone, so a limit without a start is read as the first page of that size.
export default factories.createCoreController('api::blog.blog', () => ({
  async find(ctx) {
    const pagination = (ctx.query as { pagination?: Record<string, unknown> }).pagination;
    if (pagination && 'limit' in pagination && !('start' in pagination)) {
      const { limit, ...rest } = pagination;
      (ctx.query as { pagination?: Record<string, unknown> }).pagination = {
        ...rest,
        page: 1,
        pageSize: limit,
      };
    }
    return super.find(ctx);
  },
}));
