// The live preview in the admin: a "Live preview" side panel in the edit view of pages that opens
// a pane beside the form, redrawn as the editor types, where a click leads to the field.
import type { StrapiApp } from '@strapi/strapi/admin';
import { contentManager } from '../../admin-kit/register';
import { LivePreviewPanel } from './live-preview-panel';
import { PLUGIN_ID } from './plugin';

export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Live preview' });
  },

  bootstrap(app: Pick<StrapiApp, 'getPlugin'>) {
    contentManager(app).apis.addEditViewSidePanel([LivePreviewPanel]);
  },
};
