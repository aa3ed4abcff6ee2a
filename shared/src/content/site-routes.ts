// Section 2 of the site spec: every route the site answers. Content routes are CMS pages;
// app routes are rendered by the web itself (with CMS data where they need it).

const SERVICE_TREE: Record<string, string[]> = {
  'mission-critical-ptt': [],
  saas: ['ucaas', 'digital-wayfinding', 'wi-fi-analytics'],
  'network-solutions': [
    'sd-wan',
    'managed-wifi',
    'enterprise-ethernet',
    'network-security',
    'fixed-wireless',
    'hybrid-networks',
  ],
  'mobile-radio-services': ['site-facilities'],
  'critical-communications': [
    'mission-critical-services',
    'in-vehicle-network-solutions',
    'radio-dispatch-console',
    'virtual-training',
    'mission-critical-mobility-solution',
    'poc',
    'managed-radio-services',
  ],
  'cloud-services': ['baas', 'cloud-solutions'],
  'security-solutions': [
    'access-control',
    'cctv-surveillance',
    'surveillance-storage',
    'license-plate-recognition',
  ],
};

const INDUSTRIES = ['government', 'enterprise', 'utilities', 'holidayparks', 'education', 'renewables'];

export const CAMPAIGN_PATHS = [
  '/healthcare-wayfinding',
  '/msp-healthcare',
  '/bus-campaign',
  '/aged-care-digital-wayfinding',
  '/big4conference',
  '/gday22',
  '/Caravan23',
  '/aruba-smartrouter',
] as const;

export const POLICY_PATHS = ['/terms-of-use', '/fair-use-policy', '/privacy-policy'] as const;

/** Every route that is a CMS page entry. */
export const CONTENT_PATHS: readonly string[] = [
  '/',
  '/about-us',
  '/about-us/corporate-social-responsibility',
  '/about-us/careers',
  '/about-us/our-expert-ict-msp-team',
  '/contact-us',
  '/partner',
  '/industries',
  ...INDUSTRIES.map((i) => `/industries/${i}`),
  '/services',
  ...Object.entries(SERVICE_TREE).flatMap(([category, children]) => [
    `/services/${category}`,
    ...children.map((c) => `/services/${category}/${c}`),
  ]),
  '/resources',
  ...POLICY_PATHS,
  ...CAMPAIGN_PATHS,
  '/under-construction',
  '/not-found',
];

/** Routes the web renders itself. */
export const APP_PATHS = ['/search', '/login', '/preview', '/resources-manage', '/change-password'] as const;

/** Routes only staff may open; kept out of robots.txt, the sitemap and link preloading. */
export const STAFF_PATHS = ['/resources-manage', '/change-password'] as const;

/**
 * Routes that are one visitor's own (signing in, previews, staff screens): never stored by the
 * page cache (web/server/page-cache.server.ts) and disallowed in robots.txt (seo.server.ts).
 */
export const PRIVATE_PATHS = ['/login', ...STAFF_PATHS, '/preview'] as const;
