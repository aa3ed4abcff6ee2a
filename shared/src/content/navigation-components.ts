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
    label: string({ required: true, max: 60 }),
    href: href({ required: true }),
  },
});

export const menuGroupComponent = defineComponent({
  category: 'navigation',
  name: 'menu-group',
  displayName: 'Menu group',
  icon: 'bulletList',
  description: 'A titled group of links inside a top menu item',
  fields: {
    label: string({ required: true, max: 60 }),
    href: href(),
    icon: enumeration(['none', ...ICON_NAMES], { default: 'none' }),
    links: component(menuLinkComponent, { repeatable: true, max: 12 }),
  },
});

export const menuItemComponent = defineComponent({
  category: 'navigation',
  name: 'menu-item',
  displayName: 'Menu item',
  icon: 'apps',
  description: 'A top-level header entry, optionally with a dropdown of groups',
  fields: {
    label: string({ required: true, max: 40 }),
    href: href({ required: true }),
    description: string({ max: 160 }),
    groups: component(menuGroupComponent, { repeatable: true, max: 8 }),
  },
});

export type MenuLink = ComponentData<typeof menuLinkComponent>;
export type MenuGroup = ComponentData<typeof menuGroupComponent>;
export type MenuItem = ComponentData<typeof menuItemComponent>;
