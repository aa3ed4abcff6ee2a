// The admin panel's own customisations (Strapi reads src/admin/app.tsx): Strapi's delete dialogs
// say what really happens to a deleted page or resource (it can be restored from "Recently
// deleted" for DELETED_KEEP_DAYS; Strapi's own text says "irreversible"), and the edit view of a
// page gets the block gallery beside Strapi's block picker (block-gallery.tsx).
import type { StrapiApp } from '@strapi/strapi/admin';
import { BULK_DELETE_DIALOG_BODY, DELETE_DIALOG_BODY } from '@ironbark/shared/content/history-rules';
import { contentManager } from '../plugins/admin-kit/register';
import { BlockGalleryPanel } from './block-gallery';

export default {
  config: {
    locales: [],
    translations: {
      en: {
        // The edit view's "Delete entry" and the list view's delete of one row.
        'content-manager.actions.delete.dialog.body': DELETE_DIALOG_BODY,
        // The list view's "Delete" of the selected rows.
        'popUpWarning.bodyMessage.contentType.delete.all': BULK_DELETE_DIALOG_BODY,
      },
    },
  },
  bootstrap(app: StrapiApp) {
    contentManager(app).apis.addEditViewSidePanel([BlockGalleryPanel]);
  },
};
