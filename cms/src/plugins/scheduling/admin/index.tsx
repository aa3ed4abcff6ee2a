// The scheduling plugin in the admin: a "Schedule" panel in the edit view of pages, resources,
// the navigation and the global settings, a "Releases" panel there (add the entry to a release),
// and three menu pages: "Releases" (publish a group of entries together), "Scheduled changes"
// (everything still to come, and failures) and "Audit trail" (who did what, for every admin user).
import { Clock, ClockCounterClockwise, PaperPlane } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { contentManager, registerPlugin } from '../../admin-kit/register';
import { PLUGIN_ID } from './plugin';
import { ReleasePanel } from './release-panel';
import { SchedulePanel } from './schedule-panel';

export default {
  register(app: StrapiApp) {
    registerPlugin(app, {
      id: PLUGIN_ID,
      name: 'Scheduling and audit trail',
      pages: [
        { icon: Clock, label: 'Scheduled changes', permissions: [], Component: () => import('./upcoming-page') },
        { path: 'releases', icon: PaperPlane, label: 'Releases', permissions: [], Component: () => import('./releases-page') },
        { path: 'audit', icon: ClockCounterClockwise, label: 'Audit trail', permissions: [], Component: () => import('./audit-page') },
      ],
    });
  },

  bootstrap(app: Pick<StrapiApp, 'getPlugin'>) {
    contentManager(app).apis.addEditViewSidePanel([SchedulePanel, ReleasePanel]);
  },
};
