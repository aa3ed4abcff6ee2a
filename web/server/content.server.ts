// The server-side content source: every read the site makes of the CMS, cached and tagged so an
// editor's change drops exactly what it affects. Route loaders (they run on the server only for
// public pages) and the one content JSON the browser reads (/api/content/layout, for the staff
// app) go through here. Each feature declares its own reads, once, in its `*-content.server.ts`
// (an export named `reads`, and its types added to SiteReads or ServerReads): this module finds
// those files by name and puts their reads together with the two site-wide ones (layout,
// redirects). A new read is written where it reads, nowhere else.
import { globalSchema } from '@ironbark/shared/content/global';
import { navigationPopulate, navigationSchema } from '@ironbark/shared/content/navigation';
import { replaceTokensDeep } from '@ironbark/shared/content/tokens';
import { redirectSchema, type Redirect } from '@ironbark/shared/content/redirect';
import { parseRedirectHosts, redirectProblems } from '@ironbark/shared/content/redirect-rules';
import { collectionSchema, singleSchema } from '@ironbark/shared/content/strapi-envelope';
import type { ContentSource, LayoutData, StaffReads } from '../src/lib/content-source.js';
import type { ContentCache } from './cache.server.js';
import type { CmsClient } from './cms-client.server.js';
import { rememberBrand } from './brand.server.js';
import type { Env } from './env.server.js';
import { log } from './log.server.js';

/**
 * Reads only the server makes, never a route loader: drafts read without a link check (preview()
 * checks the link first), the live preview's page, the sitemap's entries, the pages index, a form.
 * Filled like SiteReads, by the features' `declare module` of this file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the features' reads are added to it
export interface ServerReads {}

/** Everything but the staff reads, which belong to a request's session (see render.server.ts). */
export interface ServerContent extends Omit<ContentSource, keyof StaffReads>, ServerReads {
  redirects(): Promise<Redirect[]>;
}

/** Which navigation and global settings: published, the drafts (a site preview), or a release's mix. */
export type LayoutStatus = 'published' | 'draft' | { navigation: boolean; global: boolean };

/** What a feature's reads are built from (once per server, by createServerContent). */
export interface ContentContext {
  cms: CmsClient;
  cache: ContentCache;
  env: Env;
  /**
   * A read whose answer carries editors' copy: `{phone}`, `{email-link}` and friends
   * (shared/content/tokens.ts) answered with today's Global values in their place.
   */
  withTokens<A extends unknown[], T>(read: (...args: A) => Promise<T>): (...args: A) => Promise<T>;
  /** The navigation and global settings as the status asks, tokens replaced, read fresh (for previews). */
  layoutAs(status: Exclude<LayoutStatus, 'published'>): Promise<LayoutData>;
  /** Every read of the site, for one built on others' (a preview of a page): call them when reading, not while building. */
  content: ServerContent;
}

/** What a feature's `reads` gives: reads a loader may make (site) and reads of the server's only. */
export interface FeatureReads {
  site?: object;
  server?: object;
}

/** Each feature's reads, by file name (web/src/features/<feature>/<name>-content.server.ts). */
const FEATURE_READS = import.meta.glob<(ctx: ContentContext) => FeatureReads>('../src/features/*/*-content.server.ts', { eager: true, import: 'reads' });

export function createServerContent(cms: CmsClient, cache: ContentCache, env: Env): ServerContent {
  const config = {
    siteUrl: env.SITE_URL,
    cmsPublicUrl: env.CMS_PUBLIC_URL,
    cmsSearchToken: env.CMS_SEARCH_TOKEN,
    production: env.SITE_PRODUCTION,
    staging: env.SITE_STAGING,
  };
  /**
   * The navigation and global settings: published for every page, the drafts for a site preview,
   * and for a release preview the drafts of those the release publishes.
   */
  async function readLayout(status: LayoutStatus): Promise<LayoutData> {
    const drafts = typeof status === 'string' ? { navigation: status === 'draft', global: status === 'draft' } : status;
    const draft = (yes: boolean) => (yes ? { status: 'draft' as const } : {});
    const [global, navigation] = await Promise.all([
      cms.get('/api/global', { ...draft(drafts.global) }, singleSchema(globalSchema)),
      cms.get('/api/navigation', { populate: navigationPopulate, ...draft(drafts.navigation) }, singleSchema(navigationSchema)),
    ]);
    if (status === 'published') rememberBrand(global.data);
    return { global: global.data, navigation: navigation.data, config };
  }

  function layout() {
    return cache.get('layout', ['global', 'navigation'], () => readLayout('published'));
  }

  /**
   * Done after the cache, so publishing Global settings changes every page at once without
   * dropping page entries (rendered pages read the layout too, so the page cache drops them on
   * 'global').
   */
  function withTokens<A extends unknown[], T>(read: (...args: A) => Promise<T>) {
    return async (...args: A): Promise<T> => {
      const [value, { global }] = await Promise.all([read(...args), layout()]);
      return replaceTokensDeep(value, global);
    };
  }

  const siteWide = {
    async layout() {
      const data = await layout();
      return replaceTokensDeep(data, data.global);
    },

    redirects() {
      // Tagged 'global' too: the allow-list of hosts lives in Global settings.
      return cache.get('redirects', ['redirect', 'global'], async () => {
        // Every redirect, a page of 100 at a time (Strapi's maxLimit).
        const all: Redirect[] = [];
        for (let page = 1; ; page++) {
          const res = await cms.get(
            '/api/redirects',
            { pagination: { page, pageSize: 100 }, fields: ['from', 'to', 'type', 'external'], sort: ['id:asc'] },
            collectionSchema(redirectSchema),
          );
          all.push(...res.data);
          if (page >= res.meta.pagination.pageCount || res.data.length === 0) break;
        }
        // The CMS refuses these on save; one stored before the rule, or whose host has since left
        // the allow-list, is never served (shared/content/redirect-rules).
        const hosts = parseRedirectHosts((await layout()).global.redirectHosts);
        return all.filter((r) => {
          const problems = redirectProblems(r, hosts);
          if (problems.length > 0) log.warn('redirect ignored: it breaks the redirect rules', { from: r.from, to: r.to, problems: problems.map((p) => p.message) });
          return problems.length === 0;
        });
      });
    },
  };

  const content: Record<string, unknown> = { ...siteWide };
  const context: ContentContext = {
    cms,
    cache,
    env,
    withTokens,
    async layoutAs(status) {
      const data = await readLayout(status);
      return replaceTokensDeep(data, data.global);
    },
    content: content as unknown as ServerContent,
  };
  for (const [file, reads] of Object.entries(FEATURE_READS)) {
    if (typeof reads !== 'function') throw new Error(`${file}: a content module exports its reads as a function named "reads"`);
    const { site = {}, server = {} } = reads(context);
    for (const [name, read] of Object.entries({ ...site, ...server })) {
      if (name in content) throw new Error(`${file}: the read "${name}" is declared twice`);
      content[name] = read;
    }
  }
  return content as unknown as ServerContent;
}
