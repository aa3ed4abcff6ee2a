import { telHref } from '@ironbark/shared/content/phone';
import type { LayoutData } from '../../lib/content-source';

/** schema.org Organization for the home page, from the CMS global settings. */
export function organisationJsonLd({ global, config }: LayoutData) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: global.siteName,
    url: config.siteUrl,
    logo: `${config.siteUrl}/logo.svg`,
    email: global.email,
    telephone: telHref(global.phone).replace('tel:', ''),
    ...(global.address ? { address: { '@type': 'PostalAddress', streetAddress: global.address, addressCountry: 'AU' } } : {}),
    sameAs: [global.youtubeUrl, global.linkedinUrl].filter(Boolean),
  };
}
