// Names shared by the plugin's admin files.
export const PLUGIN_ID = 'leads';
export const LEAD_UID = 'api::form-submission.form-submission';
export const READ_PERMISSIONS = [{ action: 'plugin::leads.read', subject: null }];
