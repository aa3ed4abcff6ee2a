import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
// Names shared by the plugin's admin files.
export const PLUGIN_ID = 'leads';
export const LEAD_UID = CONTENT_TYPE_UIDS.formSubmission;
export const READ_PERMISSIONS = [{ action: 'plugin::leads.read', subject: null }];
