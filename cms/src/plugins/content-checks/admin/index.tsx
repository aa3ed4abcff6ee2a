// The content checks in the admin: a "Content checks" side panel in the edit view of pages and
// resources, and a "Content report" page in the menu for anyone who may read pages and resources.
import { Search } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { contentManager, registerPlugin } from '../../admin-kit/register';
import { ContentChecksPanel } from './checks-panel';
import { PLUGIN_ID } from './plugin';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

export default {
  register(app: StrapiApp) {
    registerPlugin(app, {
      id: PLUGIN_ID,
      name: 'Content checks',
      pages: [
        {
          icon: Search,
          label: 'Content report',
          permissions: [
            { action: 'plugin::content-manager.explorer.read', subject: CONTENT_TYPE_UIDS.page },
            { action: 'plugin::content-manager.explorer.read', subject: CONTENT_TYPE_UIDS.blog },
          ],
          Component: () => import('./report-page'),
        },
      ],
    });
  },

  bootstrap(app: Pick<StrapiApp, 'getPlugin'>) {
    contentManager(app).apis.addEditViewSidePanel([ContentChecksPanel]);
  },
};
