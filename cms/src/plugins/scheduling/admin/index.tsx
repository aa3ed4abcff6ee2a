// The scheduling plugin in the admin: a "Schedule" panel in the edit view of pages, resources,
// the navigation and the global settings, and two menu pages: "Scheduled changes" (everything
// still to come, and failures) and "Audit trail" (who did what, for every admin user).
import { Clock, ClockCounterClockwise } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { PLUGIN_ID } from './plugin';
import { SchedulePanel } from './schedule-panel';

interface ContentManagerApis {
  apis: { addEditViewSidePanel(panels: unknown[]): void };
}

export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Scheduling and audit trail' });
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}`,
      icon: Clock,
      intlLabel: { id: `${PLUGIN_ID}.menu`, defaultMessage: 'Scheduled changes' },
      permissions: [],
      Component: () => import('./upcoming-page'),
    });
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}/audit`,
      icon: ClockCounterClockwise,
      intlLabel: { id: `${PLUGIN_ID}.audit.menu`, defaultMessage: 'Audit trail' },
      permissions: [],
      Component: () => import('./audit-page'),
    });
  },

  bootstrap(app: Pick<StrapiApp, 'getPlugin'>) {
    const contentManager = app.getPlugin('content-manager') as unknown as ContentManagerApis;
    contentManager.apis.addEditViewSidePanel([SchedulePanel]);
  },
};
