// Where to go when a search finds nothing: the service categories and the header's own top
// links (news and case studies, contact), straight from the navigation the editors keep.
import type { MenuItem } from '@ironbark/shared/content/navigation-components';

export interface PopularLink {
  label: string;
  href: string;
}

export const POPULAR_LIMIT = 7;

export function popularLinks(header: readonly MenuItem[], limit = POPULAR_LIMIT): PopularLink[] {
  const groups = header.flatMap((item) => item.groups.flatMap((g) => (g.href ? [{ label: g.label, href: g.href }] : [])));
  const tops = header.filter((item) => item.groups.length === 0).map((item) => ({ label: item.label, href: item.href }));
  const seen = new Set<string>();
  return [...groups, ...tops].filter((l) => !seen.has(l.href) && seen.add(l.href)).slice(0, limit);
}
