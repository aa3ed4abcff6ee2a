// Breadcrumbs from a page's path: each ancestor is labelled with the title of its menu entry or,
// failing that, its path segment in words.
import type { Navigation } from '@ironbark/shared/content/navigation';
import type { Crumb } from '../features/page-builder/blocks/block-props';

function labelsFromNavigation(nav: Navigation): Map<string, string> {
  const labels = new Map<string, string>();
  for (const item of nav.header) {
    labels.set(item.href.toLowerCase(), item.label);
    for (const group of item.groups) {
      if (group.href) labels.set(group.href.toLowerCase(), group.label);
      for (const link of group.links) labels.set(link.href.toLowerCase(), link.label);
    }
  }
  for (const link of [...nav.mobileExtras, ...nav.footer]) labels.set(link.href.toLowerCase(), link.label);
  return labels;
}

function words(segment: string): string {
  const s = segment.replace(/-/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function breadcrumbsFor(path: string, title: string, nav: Navigation): Crumb[] {
  if (path === '/') return [{ label: 'Home', href: '/' }];
  const labels = labelsFromNavigation(nav);
  const segments = path.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  segments.forEach((segment, i) => {
    const href = `/${segments.slice(0, i + 1).join('/')}`;
    const last = i === segments.length - 1;
    crumbs.push({ label: last ? title : (labels.get(href.toLowerCase()) ?? words(segment)), href });
  });
  return crumbs;
}

export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: `${siteUrl}${c.href}`,
    })),
  };
}
