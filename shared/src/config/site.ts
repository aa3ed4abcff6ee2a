// The site's own settings that are facts about the business, not about a deployment: read by the
// CMS (server and admin), the web (server and browser) and the tests from this one place.

/** The business runs on Sydney time: editors read and enter times in it, days and offers end in it. */
export const SITE_TIME_ZONE = 'Australia/Sydney';
/** How that zone is named beside a time shown to an editor. */
export const SITE_TIME_ZONE_LABEL = 'Sydney time';
/** Australian English dates: "14 May 2024". */
export const SITE_LOCALE = 'en-AU';
