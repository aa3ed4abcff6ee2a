// Every pattern the site's data must match, defined once. The CMS enforces them (Strapi `regex`
// attributes generated from the definitions), the site validates what it reads with them and the
// forms and staff screens check input with them. Free of runtime dependencies so the browser
// bundle can use them.

/**
 * A link target: a site path ("/services/cloud-services"), an absolute http(s) URL, a tel: or
 * a mailto: address, a link token the site fills from Global settings ({phone-link},
 * {email-link}, {portal-url}; see content/tokens.ts) or an anchor on the same page
 * ("#enquire"). Anything else (javascript:, data:) is refused by the CMS and the site.
 */
export const LINK_PATTERN =
  '^(/[^\\s]*|https?://[^\\s]+|tel:\\+?[0-9 ()-]+|mailto:[^\\s@]+@[^\\s@]+|\\{(phone-link|email-link|portal-url)\\}|#[a-z][a-z0-9-]*)$';

/**
 * A page's path: "/" or segments of letters, digits and hyphens. Paths are matched
 * case-insensitively; the spec's campaign path "/Caravan23" keeps its capital.
 */
export const PAGE_PATH_PATTERN = '^/([A-Za-z0-9]+(-[A-Za-z0-9]+)*(/[A-Za-z0-9]+(-[A-Za-z0-9]+)*)*)?$';

/** A resource's URL slug: lower-case words joined by hyphens ("council-goes-sd-wan"). */
export const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** youtube.com/watch?v=, youtu.be/ and youtube.com/embed/ addresses with an 11-character id. */
export const YOUTUBE_URL_PATTERN =
  '^https://(www\\.)?(youtube\\.com/(watch\\?v=|embed/)|youtu\\.be/)[A-Za-z0-9_-]{11}([?&][^\\s]*)?$';
export const YOUTUBE_URL_MESSAGE = 'Use a YouTube address (youtube.com/watch?v=… or youtu.be/…)';

/** An absolute https address (customer portal, social profiles). */
export const HTTPS_URL_PATTERN = '^https://[^\\s]+$';

/** Where a redirect starts: a site path without query or fragment. */
export const REDIRECT_FROM_PATTERN = '^/[^\\s?#]*$';

/** Where a redirect leads: a site path or an absolute http(s) address. */
export const REDIRECT_TO_PATTERN = '^(/[^\\s]*|https?://[^\\s]+)$';

/** A four-digit year ("2024"), stored as text so the admin never shows "2,024". */
export const YEAR_PATTERN = '^\\d{4}$';

/** A calendar date as Strapi's "date" fields hold it: yyyy-mm-dd. */
export const ISO_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** A campaign code recorded with campaign leads: lower-case words and digits joined by hyphens. */
export const CAMPAIGN_CODE_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** A site path a form was sent from (letters, digits, slashes, hyphens and underscores). */
export const SITE_PATH_PATTERN = '^/[A-Za-z0-9/_-]*$';

/** A form submission's idempotency key: 16 to 64 URL-safe characters. */
export const SUBMISSION_KEY_PATTERN = '^[A-Za-z0-9_-]{16,64}$';

/** True when `value` is a real calendar date written yyyy-mm-dd ("2024-02-30" is not). */
export function isIsoDate(value: string): boolean {
  if (!new RegExp(ISO_DATE_PATTERN).test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * A call to action's identifier as leads and measurement record it: its label in lower-case
 * words and digits joined by hyphens ("book-an-sd-wan-assessment"; see forms/lead-context).
 */
export const CTA_ID_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** A host name as a referrer gives it, without port or path ("www.linkedin.com"). */
export const HOST_PATTERN = '^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$';

/** Text without control characters (C0, DEL, C1): a single line of printable characters. */
export const NO_CONTROL_CHARACTERS_PATTERN = '^[^\\u0000-\\u001f\\u007f-\\u009f]*$';
