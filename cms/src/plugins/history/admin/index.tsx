// The history plugin in the admin: a "History" side panel in the edit view of pages, resources,
// the navigation and the global settings (versions, comparison, restore), and a "Recently deleted"
// page in the menu for anyone who may read pages.
import { Trash } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { HistoryPanel } from './history-panel';
import { PLUGIN_ID } from './plugin';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

interface ContentManagerApis {
  apis: { addEditViewSidePanel(panels: unknown[]): void };
}

export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Content history' });
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}`,
      icon: Trash,
      intlLabel: { id: `${PLUGIN_ID}.menu`, defaultMessage: 'Recently deleted' },
      permissions: [{ action: 'plugin::content-manager.explorer.read', subject: CONTENT_TYPE_UIDS.page }],
      Component: () => import('./deleted-page'),
    });
  },

  bootstrap(app: Pick<StrapiApp, 'getPlugin'>) {
    const contentManager = app.getPlugin('content-manager') as unknown as ContentManagerApis;
    contentManager.apis.addEditViewSidePanel([HistoryPanel]);
  },
};
