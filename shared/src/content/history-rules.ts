// How long a deleted page or resource can be brought back from "Recently deleted": the CMS's
// history plugin keeps it that long (cms/src/plugins/history/server/store.ts), and the admin's
// delete dialogs tell the editor so (cms/src/admin/app.tsx). One number for both.
import { CONTENT_TYPE_UIDS } from './content-type-uids.js';

export const DELETED_KEEP_DAYS = 30;

/** The content types whose deleted documents can be brought back. */
export const RESTORABLE_DELETES = [CONTENT_TYPE_UIDS.page, CONTENT_TYPE_UIDS.blog] as const;

/** The content manager's delete dialog: what happens to what is deleted (Strapi's says "irreversible"). */
export const DELETE_DIALOG_BODY = `Are you sure you want to delete this document? A page or resource can be restored from “Recently deleted” for ${DELETED_KEEP_DAYS} days; other content cannot.`;

/** The list view's dialog for deleting several entries at once. */
export const BULK_DELETE_DIALOG_BODY = `Are you sure you want to delete these entries? Pages and resources can be restored from “Recently deleted” for ${DELETED_KEEP_DAYS} days; other content cannot.`;
