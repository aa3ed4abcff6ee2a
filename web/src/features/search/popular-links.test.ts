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
  { label: 'Industries', href: '/industries', groups: [{ label: 'Industries', icon: 'none', links: [{ label: 'Government', href: '/industries/government' }] }] },
  { label: 'News & Case Studies', href: '/resources', groups: [] },
  { label: 'Contact us', href: '/contact-us', groups: [] },
] as MenuItem[];

describe('popularLinks', () => {
  it('lists the linked groups, then the top items without a dropdown', () => {
    expect(popularLinks(header)).toEqual([
      { label: 'Network solutions', href: '/services/network-solutions' },
      { label: 'Cloud services', href: '/services/cloud-services' },
      { label: 'News & Case Studies', href: '/resources' },
      { label: 'Contact us', href: '/contact-us' },
    ]);
  });

  it('stops at the limit and lists an address once', () => {
    expect(popularLinks([...header, { label: 'Again', href: '/resources', groups: [] } as unknown as MenuItem], 3).map((l) => l.href)).toEqual([
      '/services/network-solutions',
      '/services/cloud-services',
      '/resources',
    ]);
  });
});
