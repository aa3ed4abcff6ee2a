// The site's menus (single type "navigation"): the header mega menu, the extra links of the
// mobile menu and the footer links.
import { defineContentType, singleTypeAdmin, type DocumentData } from '../schema/content-type.js';
import { component } from '../schema/fields.js';
import { menuItemComponent, menuLinkComponent } from './navigation-components.js';
import { CONTENT_TYPE_EDITORIAL } from './content-type-uids.js';

export const navigationContentType = defineContentType({
  kind: 'singleType',
  singularName: 'navigation',
  pluralName: 'navigations',
  displayName: CONTENT_TYPE_EDITORIAL.navigation.label,
  description: 'The header mega menu, the extra mobile-menu links and the footer links',
  draftAndPublish: true,
  fields: {
    header: component(menuItemComponent, {
      repeatable: true,
      max: 8,
      label: 'Header menu',
      description: 'The top-level entries, left to right; each may open a dropdown of groups',
    }),
    mobileExtras: component(menuLinkComponent, {
      repeatable: true,
      max: 6,
      label: 'Extra mobile-menu links',
      description: 'Shown only in the mobile menu, after the header entries (Partner, Resources)',
    }),
    footer: component(menuLinkComponent, { repeatable: true, max: 12, label: 'Footer links' }),
  },
  admin: singleTypeAdmin(['read', 'update', 'publish']),
  preview: { kind: 'site' },
});

export const navigationSchema = navigationContentType.schema;
export type Navigation = DocumentData<(typeof navigationContentType)['fields']>;

/** The `populate` parameter for GET /api/navigation (every menu level). */
export const navigationPopulate = navigationContentType.populate;
