import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@ironbark/shared/content/navigation-components';
import { popularLinks } from './popular-links';

const header: MenuItem[] = [
  {
    label: 'Services',
    href: '/services',
    groups: [
      { label: 'Network solutions', href: '/services/network-solutions', icon: 'network', links: [] },
      { label: 'Cloud services', href: '/services/cloud-services', icon: 'cloud', links: [] },
      { label: 'Unlinked group', icon: 'none', links: [] },
    ],
  },
  { label: 'Industries', href: '/industries', groups: [{ label: 'All industries', href: '/industries/all', icon: 'none', links: [{ label: 'Government', href: '/industries/government' }] }] },
  { label: 'News & Case Studies', href: '/resources', groups: [] },
  { label: 'Contact us', href: '/contact-us', groups: [] },
] as MenuItem[];

describe('popularLinks', () => {
  it('lists, in menu order, the linked groups of a dropdown with several groups and every other top item itself', () => {
    expect(popularLinks(header)).toEqual([
      { label: 'Network solutions', href: '/services/network-solutions' },
      { label: 'Cloud services', href: '/services/cloud-services' },
      // One group: the item itself (the mega menu draws no group title for a single group).
      { label: 'Industries', href: '/industries' },
      { label: 'News & Case Studies', href: '/resources' },
      { label: 'Contact us', href: '/contact-us' },
    ]);
  });

  it('lists the item itself when none of its several groups has a link', () => {
    const unlinked = [{ label: 'Services', href: '/services', groups: [{ label: 'A' }, { label: 'B' }] }];
    expect(popularLinks(unlinked)).toEqual([{ label: 'Services', href: '/services' }]);
  });

  it('stops at the limit and lists an address once', () => {
    expect(popularLinks([...header, { label: 'Again', href: '/resources', groups: [] } as unknown as MenuItem], 4).map((l) => l.href)).toEqual([
      '/services/network-solutions',
      '/services/cloud-services',
      '/industries',
      '/resources',
    ]);
    expect(popularLinks([{ label: 'Again', href: '/resources', groups: [] }, ...header]).filter((l) => l.href === '/resources')).toHaveLength(1);
  });
});
