// Where to go when a search finds nothing, straight from the header navigation the editors keep:
// in menu order, the linked groups of a dropdown with several groups (the service categories),
// and every other top item itself (Industries, News & Case Studies, About us, Contact us).
// The server applies the rule to the navigation (the search page); the header search applies it
// to the mega menu's markup on the page (popularLinksOnPage), so no page carries the list twice.

export interface PopularLink {
  label: string;
  href: string;
}

/** What the rule reads of a top item: its own link and its dropdown's groups. */
export interface PopularSource {
  label: string;
  href: string;
  groups: readonly { label: string; href?: string | null }[];
}

export const POPULAR_LIMIT = 7;

export function popularLinks(header: readonly PopularSource[], limit = POPULAR_LIMIT): PopularLink[] {
  const links = header.flatMap((item) => {
    const groups = item.groups.length > 1 ? item.groups.flatMap((g) => (g.href ? [{ label: g.label, href: g.href }] : [])) : [];
    return groups.length > 0 ? groups : [{ label: item.label, href: item.href }];
  });
  const seen = new Set<string>();
  return links.filter((l) => l.href && !seen.has(l.href) && seen.add(l.href)).slice(0, limit);
}

const text = (el: Element | null | undefined) => (el?.textContent ?? '').trim();

/**
 * The same rule over the mega menu's markup (mega-menu.tsx): a top item is a link, or a button
 * with its panel, whose overview link is the item's own and whose group titles (drawn when there
 * are several groups) link the groups. Empty where the page has no main navigation.
 */
export function popularLinksOnPage(root: ParentNode = document, limit = POPULAR_LIMIT): PopularLink[] {
  const nav = root.querySelector('nav[aria-label="Main"]');
  if (!nav) return [];
  const items = [...nav.querySelectorAll(':scope > ul > li')].map((li): PopularSource => {
    const top = li.firstElementChild;
    if (top instanceof HTMLAnchorElement) return { label: text(top), href: top.getAttribute('href') ?? '', groups: [] };
    const panel = li.querySelector('[data-panel]');
    const groups = [...(panel?.querySelectorAll('[data-group]') ?? [])].map((group) => {
      const title = group.querySelector('[data-group-title]');
      return { label: text(title), href: title?.querySelector('a')?.getAttribute('href') };
    });
    return { label: text(top), href: panel?.querySelector('[data-overview]')?.getAttribute('href') ?? '', groups };
  });
  return popularLinks(items, limit);
}
