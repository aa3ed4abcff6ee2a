// Names shared by the plugin's admin files.
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

export const PLUGIN_ID = 'live-preview';

/** What the live preview redraws as the editor types: pages (the web renders their blocks from the form). */
export const LIVE_MODELS: string[] = [CONTENT_TYPE_UIDS.page];
