// POST /api/revalidate with a release's changes (cms revalidation/revalidate.ts revalidateTogether):
// one call invalidates the union of every change's tags at once; a malformed change is refused
// with a 400 naming it, and nothing is invalidated.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TagVersions } from './tag-versions.server';
import type { ServerContent } from './content.server';
import { childrenTag, pageTag, resourceTag } from './content-tags.server';
import { readEnv } from './env.server';
import { createInvalidator } from './invalidation.server';
import { revalidationApi } from './revalidate.server';
import { memoryState } from './shared-state.server';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const env = readEnv({ CMS_API_TOKEN: 'x'.repeat(32), REVALIDATE_SECRET: 'r'.repeat(32), PREVIEW_SECRET: 'p'.repeat(32), SESSION_SECRET: 's'.repeat(32) });
const versions = new TagVersions();
let server: ReturnType<express.Express['listen']>;
let url = '';

beforeAll(async () => {
  const app = express();
  app.use(revalidationApi({ env, invalidator: createInvalidator(memoryState(), versions, []), content: { pagesIndex: async () => ({ data: [], meta: {} }) } as unknown as ServerContent }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`;
});
afterAll(() => new Promise((r) => server.close(r)));

const post = (body: unknown) =>
  fetch(url, { method: 'POST', headers: { authorization: `Bearer ${env.REVALIDATE_SECRET}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('a release: several changes in one call', () => {
  it('invalidates the union of their tags, each once', async () => {
    const res = await post({
      model: 'release',
      action: 'release',
      changes: [
        { model: CONTENT_TYPE_UIDS.page, action: 'publish', paths: ['/spring-launch'] },
        { model: CONTENT_TYPE_UIDS.blog, action: 'publish', slugs: ['spring-news'], types: ['news'] },
        { model: CONTENT_TYPE_UIDS.navigation, action: 'publish' },
        { model: CONTENT_TYPE_UIDS.page, action: 'publish', paths: ['/spring-launch'] },
      ],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { tags: string[] };
    expect(body.tags.sort()).toEqual(['blog-list', 'navigation', 'page-list', pageTag('/spring-launch'), childrenTag('/'), resourceTag('spring-news'), 'res-type:news'].sort());
    expect(versions.current('navigation')).toBe(1);
    expect(versions.current(pageTag('/spring-launch'))).toBe(1);
  });

  it('refuses a malformed change by its place, and invalidates nothing', async () => {
    const before = versions.current('navigation');
    const res = await post({ model: 'release', changes: [{ model: CONTENT_TYPE_UIDS.navigation }, { model: 'api::nothing.nothing' }] });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'changes[1]: unknown model', model: 'api::nothing.nothing' });
    const empty = await post({ model: 'release', changes: [] });
    expect(empty.status).toBe(400);
    expect(versions.current('navigation')).toBe(before);
  });
});
