// What every plugin's admin entry does the same way: register the plugin with its menu pages, and
// add its panel to the content manager's edit view. Imported by each plugin's admin/index.tsx.
import type { StrapiApp } from '@strapi/strapi/admin';
import { withPermissions } from './page';

type MenuLink = Parameters<StrapiApp['addMenuLink']>[0];

export interface MenuPage {
  /** Below plugins/<id>; none for the plugin's own page. */
  path?: string;
  icon: MenuLink['icon'];
  label: string;
  /** Who sees the link; empty: every admin user. */
  permissions: MenuLink['permissions'];
  Component: NonNullable<MenuLink['Component']>;
}

/** Registers the plugin and one menu link a page, each at plugins/<id>[/<path>] and behind its link's permissions. */
export function registerPlugin(app: StrapiApp, plugin: { id: string; name: string; pages: MenuPage[] }): void {
  const { id, name, pages } = plugin;
  app.registerPlugin({ id, name });
  for (const page of pages) {
    const key = page.path ? `${id}.${page.path}` : id;
    app.addMenuLink({
      to: page.path ? `plugins/${id}/${page.path}` : `plugins/${id}`,
      icon: page.icon,
      intlLabel: { id: `${key}.menu`, defaultMessage: page.label },
      permissions: page.permissions,
      Component: withPermissions(page.permissions, page.Component),
    });
  }
}

export interface ContentManagerApis {
  injectComponent(view: 'listView', zone: 'actions', component: { name: string; Component: React.ComponentType }): void;
  apis: {
    addEditViewSidePanel(panels: unknown[]): void;
    addBulkAction(actions: (existing: unknown[]) => unknown[]): void;
  };
}

/** The content manager's admin APIs (typed here: Strapi exports no type for them). */
export function contentManager(app: Pick<StrapiApp, 'getPlugin'>): ContentManagerApis {
  return app.getPlugin('content-manager') as unknown as ContentManagerApis;
}
