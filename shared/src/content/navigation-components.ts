// The nested menu entries of the navigation single type: a top item (Services) holds groups
// (Network solutions) that hold links (SD-WAN).
import { defineComponent, type ComponentData } from '../schema/define.js';
import { component, enumeration, href, string } from '../schema/fields.js';
import { ICON_NAMES } from '../blocks/icons.js';

export const menuLinkComponent = defineComponent({
  category: 'navigation',
  name: 'menu-link',
  displayName: 'Menu link',
  icon: 'link',
  description: 'A link in a menu',
  fields: {
    label: string({ label: 'Text', required: true, max: 60 }),
    href: href({ label: 'Link', required: true, placeholder: '/services/network-solutions/sd-wan' }),
  },
});

export const menuGroupComponent = defineComponent({
  category: 'navigation',
  name: 'menu-group',
  displayName: 'Menu group',
  icon: 'bulletList',
  description: 'A titled group of links inside a top menu item',
  fields: {
    label: string({ label: 'Group title', required: true, max: 60 }),
    href: href({ label: 'Group link', description: 'Optional: where the group title leads' }),
    icon: enumeration(['none', ...ICON_NAMES], { default: 'none', label: 'Icon' }),
    links: component(menuLinkComponent, { repeatable: true, max: 12, label: 'Links' }),
  },
});

export const menuItemComponent = defineComponent({
  category: 'navigation',
  name: 'menu-item',
  displayName: 'Menu item',
  icon: 'apps',
  description: 'A top-level header entry, optionally with a dropdown of groups',
  fields: {
    label: string({ label: 'Text', required: true, max: 40 }),
    href: href({ label: 'Link', required: true }),
    description: string({
      label: 'Dropdown introduction',
      max: 160,
      width: 12,
      description: 'One line at the top of the dropdown, when the item has groups',
    }),
    groups: component(menuGroupComponent, { repeatable: true, max: 8, label: 'Dropdown groups' }),
  },
});

export type MenuLink = ComponentData<typeof menuLinkComponent>;
export type MenuGroup = ComponentData<typeof menuGroupComponent>;
export type MenuItem = ComponentData<typeof menuItemComponent>;
