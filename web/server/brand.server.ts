// The company's name and phone number for pages made without the CMS (the server's own error
// page): the values the CMS's Global settings gave last, kept by every successful layout read, so
// an error page shows the current number even while the CMS is down. Before the first read (the
// CMS has been down since this process started) the page names the site by its address and offers
// the contact page instead of a number. Nothing here is typed in: Global is the one source.
import { telHref } from '@ironbark/shared/content/phone';

export interface BrandFacts {
  name: string;
  phone?: { text: string; href: string };
}

let known: BrandFacts | undefined;
let siteHost = 'localhost';

/** The site's address (SITE_URL), to name it by before the CMS has ever answered. */
export function setSiteAddress(siteUrl: string) {
  siteHost = new URL(siteUrl).host;
}

/** Called with each Global settings the CMS returns. */
export function rememberBrand(global: { siteName: string; phone?: string | null }) {
  const phone = global.phone?.trim();
  known = { name: global.siteName, ...(phone ? { phone: { text: phone, href: telHref(phone) } } : {}) };
}

/** The last known facts, or the site's host name when the CMS never answered. */
export function brandFacts(): BrandFacts {
  return known ?? { name: siteHost };
}

/** For tests: back to "never answered". */
export function forgetBrand() {
  known = undefined;
}
