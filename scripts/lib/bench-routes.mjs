// The pages every performance measurement visits (bench.mjs, html-weight.mjs): one list, so the
// figures of the two scripts speak of the same routes.

/** The slug of the newest published article, read from the CMS. */
export async function newestArticleSlug(cmsUrl) {
  const url = `${cmsUrl}/api/blogs?fields[0]=slug&sort[0]=publishedDate:desc&pagination[pageSize]=1`;
  return (await (await fetch(url)).json()).data[0].slug;
}

/** [label, path] of each measured route; `article` is the slug of the article page to visit. */
export function benchRoutes(article) {
  return [
    ['Home', '/'],
    ['Service category', '/services/network-solutions'],
    ['Service', '/services/network-solutions/sd-wan'],
    ['Industry', '/industries/holidayparks'],
    ['Campaign', '/bus-campaign'],
    ['Resources', '/resources'],
    ['Article', `/resources/${article}`],
    ['Search', '/search?query=network'],
  ];
}
