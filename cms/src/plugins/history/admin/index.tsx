// The history plugin in the admin: a "History" side panel in the edit view of pages, resources,
// the navigation and the global settings (versions, comparison, restore), and a "Recently deleted"
// page in the menu for anyone who may read pages.
import { Trash } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { contentManager, registerPlugin } from '../../admin-kit/register';
import { HistoryPanel } from './history-panel';
import { PLUGIN_ID } from './plugin';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

export default {
  register(app: StrapiApp) {
    registerPlugin(app, {
      id: PLUGIN_ID,
      name: 'Content history',
      pages: [
        {
          icon: Trash,
          label: 'Recently deleted',
          permissions: [{ action: 'plugin::content-manager.explorer.read', subject: CONTENT_TYPE_UIDS.page }],
          Component: () => import('./deleted-page'),
        },
      ],
    });
  },

  bootstrap(app: Pick<StrapiApp, 'getPlugin'>) {
    contentManager(app).apis.addEditViewSidePanel([HistoryPanel]);
  },
};
