// A page as the content manager takes it (its search title is its title), and the compact hero
// most test pages open with. Plain data, shared by the browser tests and the integration tests.
export function pageInput(title: string, path: string, metaDescription: string, blocks: unknown[]) {
  return { title, path, seo: { metaTitle: title, metaDescription }, blocks };
}

export function hero(heading: string) {
  return { __component: 'blocks.hero', variant: 'compact', heading };
}
