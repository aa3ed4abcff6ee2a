// The content side of the server, made once at start-up: the CMS client, the content cache (Redis
// its second level when configured), the tag versions it shares with the page cache, the
// invalidation fan-out between instances, and the server-side content source on top of them.
import { createHash } from 'node:crypto';
import { ContentCache, MB } from './cache.server.js';
import { TagVersions } from './tag-versions.server.js';
import { createCmsClient } from './cms-client.server.js';
import { createServerContent } from './content.server.js';
import { BLOG_LIST, PAGE_LIST, TAGS_BY_MODEL } from './content-tags.server.js';
import type { Env } from './env.server.js';
import { createInvalidator } from './invalidation.server.js';
import { log } from './log.server.js';
import type { SharedState } from './shared-state.server.js';

export function createContentStack(env: Env, state: SharedState) {
  // One Redis may serve several sites or environments: the caches, their versions and the form
  // limits of this site (its SITE_URL) keep to keys of their own.
  const site = createHash('sha256').update(env.SITE_URL).digest('hex').slice(0, 12);
  // Redis, when configured, is the second level of both caches; the tag versions are shared by
  // both, so one invalidation outdates content and the pages built from it.
  const shared = env.REDIS_URL ? state : undefined;
  const versions = new TagVersions();
  const invalidator = createInvalidator(state, versions, [...new Set(Object.values(TAGS_BY_MODEL).flat()), PAGE_LIST, BLOG_LIST], site);
  const cms = createCmsClient({ baseUrl: env.CMS_URL, token: env.CMS_API_TOKEN });
  const contentBudget = env.CONTENT_CACHE_MB * MB;
  const cache = new ContentCache({
    ttlMs: env.CACHE_TTL_SECONDS * 1000,
    keepMs: env.CACHE_KEEP_SECONDS * 1000,
    budgets: { site: Math.floor(contentBudget * 0.75), visitor: Math.floor(contentBudget * 0.25) },
    versions,
    shared,
    namespace: site,
    onBackgroundError: (key, error) => log.warn('cache refresh failed', { key, error: String(error) }),
  });
  const content = createServerContent(cms, cache, env);
  return { site, shared, versions, invalidator, cms, cache, content };
}

/** The search index for the build hook (web/scripts/build.mjs), read straight from the CMS. */
export async function buildPagesIndex(env: Env) {
  const cms = createCmsClient({ baseUrl: env.CMS_URL, token: env.CMS_API_TOKEN, timeoutMs: 5000 });
  return createServerContent(cms, new ContentCache({ ttlMs: 0 }), env).pagesIndex();
}
