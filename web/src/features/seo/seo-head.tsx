// Everything a page says about itself to browsers, search engines and social networks: title,
// description, keywords, canonical link (absolute, from the configured site URL), Open Graph and
// Twitter cards, robots, and JSON-LD. Rendered by every route, so it follows client navigation.
import { Helmet } from 'react-helmet-async';
import { useRouteLoaderData } from 'react-router-dom';
import type { LayoutData } from '../../lib/content-source';

export interface SeoProps {
  title: string;
  description: string;
  keywords?: string;
  /** The page's path; the canonical link is the site URL plus this. */
  path: string;
  /** Absolute or site-relative image for social cards. */
  image?: string;
  type?: 'website' | 'article';
  noIndex?: boolean;
  jsonLd?: Record<string, unknown>[];
}

/** JSON inside a script element: nothing in it can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function SeoHead({ title, description, keywords, path, image, type = 'website', noIndex, jsonLd = [] }: SeoProps) {
  const layout = useRouteLoaderData('root') as LayoutData | undefined;
  const siteUrl = layout?.config.siteUrl ?? '';
  const siteName = layout?.global.siteName ?? '';
  const canonical = absoluteUrl(siteUrl, path === '/' ? '/' : path);
  const imageUrl = image ? absoluteUrl(siteUrl, image) : absoluteUrl(siteUrl, '/og-default.png');
  return (
    <>
      <Helmet>
        <title>{title}</title>
        <meta name="description" content={description} />
        {keywords ? <meta name="keywords" content={keywords} /> : null}
        <link rel="canonical" href={canonical} />
        {noIndex ? <meta name="robots" content="noindex, follow" /> : null}
        <meta property="og:type" content={type} />
        <meta property="og:site_name" content={siteName} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:image" content={imageUrl} />
        <meta property="og:locale" content="en_AU" />
        {/* X reads the title, description and image from the Open Graph tags when its own are absent. */}
        <meta name="twitter:card" content="summary_large_image" />
      </Helmet>
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
      ))}
    </>
  );
}
