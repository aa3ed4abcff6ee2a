// The leads plugin in the admin: the measurement dashboard and the campaign link builder (menu
// links for those allowed to read measurement), and on the leads screens of the content manager an "Export CSV" button that keeps
// the list's filters, the saved views, bulk status and owner changes, a warning line when the
// team is not e-mailed about leads, and a panel with the lead's owner picker, its answers by the
// form's labels and how its e-mail and alerts went. A homepage widget says the same about e-mail.
import { ChartPie, Link as LinkIcon, Mail } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { contentManager, registerPlugin } from '../../admin-kit/register';
import { LeadPanel } from './lead-panel';
import { leadStatusColumn } from './lead-status';
import { LeadOwnerBulkAction, LeadStatusBulkAction } from './leads-bulk-actions';
import { LeadsListActions } from './leads-list-actions';
import { CAMPAIGN_LINKS_PAGE, PLUGIN_ID, READ_PERMISSIONS } from './plugin';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

export default {
  register(app: StrapiApp) {
    registerPlugin(app, {
      id: PLUGIN_ID,
      name: 'Leads and measurement',
      pages: [
        { icon: ChartPie, label: 'Measurement', permissions: READ_PERMISSIONS, Component: () => import('./measurement-page') },
        { path: CAMPAIGN_LINKS_PAGE, icon: LinkIcon, label: 'Campaign links', permissions: READ_PERMISSIONS, Component: () => import('./campaign-links-page') },
      ],
    });
    app.widgets.register({
      id: 'lead-email',
      pluginId: PLUGIN_ID,
      icon: Mail,
      title: { id: `${PLUGIN_ID}.widget.title`, defaultMessage: 'Leads' },
      link: { label: { id: `${PLUGIN_ID}.widget.link`, defaultMessage: 'Open the leads' }, href: `/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}` },
      component: () => import('./leads-widget').then((m) => m.LeadsWidget),
    });
  },

  bootstrap(app: Pick<StrapiApp, 'getPlugin' | 'registerHook'>) {
    const cm = contentManager(app);
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', leadStatusColumn);
    cm.injectComponent('listView', 'actions', { name: `${PLUGIN_ID}-list-actions`, Component: LeadsListActions });
    cm.apis.addEditViewSidePanel([LeadPanel]);
    cm.apis.addBulkAction((actions) => [...actions, LeadStatusBulkAction, LeadOwnerBulkAction]);
  },
};
