import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
// Names shared by the plugin's admin files.
export const PLUGIN_ID = 'leads';
export const LEAD_UID = CONTENT_TYPE_UIDS.formSubmission;
export const READ_PERMISSIONS = [{ action: 'plugin::leads.read', subject: null }];
/** The Campaign links page (below plugins/leads), and the admin's paths to it and to a new campaign. */
export const CAMPAIGN_LINKS_PAGE = 'campaign-links';
export const CAMPAIGN_LINKS_PATH = `/plugins/${PLUGIN_ID}/${CAMPAIGN_LINKS_PAGE}`;
export const CAMPAIGN_LIST_PATH = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.campaign}`;
export const CAMPAIGN_CREATE_PATH = `${CAMPAIGN_LIST_PATH}/create`;
