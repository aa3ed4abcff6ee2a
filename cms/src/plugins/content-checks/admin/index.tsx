// The content checks in the admin: a "Content checks" side panel in the edit view of pages and
// resources, and a "Content report" page in the menu for anyone who may read pages and resources.
import { Search } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { ContentChecksPanel } from './checks-panel';
import { PLUGIN_ID } from './plugin';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

interface ContentManagerApis {
  apis: { addEditViewSidePanel(panels: unknown[]): void };
}

export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Content checks' });
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}`,
      icon: Search,
      intlLabel: { id: `${PLUGIN_ID}.menu`, defaultMessage: 'Content report' },
      permissions: [
        { action: 'plugin::content-manager.explorer.read', subject: CONTENT_TYPE_UIDS.page },
        { action: 'plugin::content-manager.explorer.read', subject: CONTENT_TYPE_UIDS.blog },
      ],
      Component: () => import('./report-page'),
    });
  },

  bootstrap(app: Pick<StrapiApp, 'getPlugin'>) {
    const contentManager = app.getPlugin('content-manager') as unknown as ContentManagerApis;
    contentManager.apis.addEditViewSidePanel([ContentChecksPanel]);
  },
};
