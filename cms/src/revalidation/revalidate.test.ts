import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { notifyWeb, revalidationMessage, startRevalidation } from './revalidate';

// The search index's part (search/indexer.ts) has its own tests; here it only has to come first.
// The unit projects share modules between files (isolate: false): revalidate is loaded afresh here,
// with the mock, and dropped afterwards so that no later file gets this copy.
const indexed = vi.hoisted(() => {
  vi.resetModules();
  return { calls: [] as unknown[][] };
});
afterAll(() => {
  vi.resetModules();
});
vi.mock('../search/indexer', () => ({ followChange: async (...args: unknown[]) => void indexed.calls.push(args.slice(1)) }));
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

describe('revalidationMessage', () => {
  it.each([CONTENT_TYPE_UIDS.page, CONTENT_TYPE_UIDS.blog, CONTENT_TYPE_UIDS.global, CONTENT_TYPE_UIDS.navigation, CONTENT_TYPE_UIDS.redirect])(
    'announces changes to %s',
    (uid) => {
      for (const action of ['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']) {
        expect(revalidationMessage(uid, action, { documentId: 'abc' }, null)).toEqual({ model: uid, action, documentId: 'abc' });
      }
    },
  );

  it('ignores reads and the models the web does not show', () => {
    expect(revalidationMessage(CONTENT_TYPE_UIDS.blog, 'findMany', {}, [])).toBeNull();
    expect(revalidationMessage(CONTENT_TYPE_UIDS.blog, 'findOne', { documentId: 'x' }, {})).toBeNull();
    expect(revalidationMessage(CONTENT_TYPE_UIDS.formSubmission, 'create', {}, { documentId: 'x' })).toBeNull();
    expect(revalidationMessage('plugin::users-permissions.user', 'update', { documentId: 'x' }, {})).toBeNull();
  });

  it('takes the documentId of a created document from the result', () => {
    expect(revalidationMessage(CONTENT_TYPE_UIDS.blog, 'create', { data: {} }, { documentId: 'new1' })).toEqual({
      model: CONTENT_TYPE_UIDS.blog,
      action: 'create',
      documentId: 'new1',
    });
    expect(revalidationMessage(CONTENT_TYPE_UIDS.global, 'update', {}, null)).toEqual({ model: CONTENT_TYPE_UIDS.global, action: 'update' });
  });
});

describe('notifyWeb', () => {
  const message = { model: CONTENT_TYPE_UIDS.blog, action: 'publish', documentId: 'abc' };
  const log = () => ({ warn: vi.fn() });

  it("posts the message to the web's /api/revalidate with the shared secret", async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    const l = log();
    expect(await notifyWeb(message, { webUrl: 'http://web:3000', secret: 's3cret', fetch, log: l })).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe('http://web:3000/api/revalidate');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer s3cret');
    expect(JSON.parse(String(init.body))).toEqual(message);
    expect(l.warn).not.toHaveBeenCalled();
  });

  it('never throws when the web is down; logs it', async () => {
    const l = log();
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(notifyWeb(message, { webUrl: 'http://web:3000', secret: 's', fetch, log: l })).resolves.toBe(false);
    expect(l.warn).toHaveBeenCalledWith(expect.stringContaining('could not reach the web'));
  });

  it('logs a refusal by the web', async () => {
    const l = log();
    const fetch = vi.fn(async () => new Response('no', { status: 401 }));
    expect(await notifyWeb(message, { webUrl: 'http://web:3000', secret: 's', fetch, log: l })).toBe(false);
    expect(l.warn).toHaveBeenCalledWith(expect.stringContaining('401'));
  });

  it('does nothing without a web address or secret', async () => {
    const fetch = vi.fn();
    expect(await notifyWeb(message, { webUrl: '', secret: 's', fetch, log: log() })).toBe(false);
    expect(await notifyWeb(message, { webUrl: 'http://web', secret: undefined, fetch, log: log() })).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('startRevalidation (the document-service middleware)', () => {
  type Middleware = (context: { uid: string; action: string; params: unknown }, next: () => Promise<unknown>) => Promise<unknown>;

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  function setup(env: Record<string, string>, stored: () => Record<string, unknown>[] = () => []) {
    for (const [k, v] of Object.entries({ WEB_INTERNAL_URL: '', WEB_URL: '', REVALIDATE_SECRET: '', ...env })) vi.stubEnv(k, v);
    const fetch = vi.fn(async (_url: URL, _init: RequestInit) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const middlewares: Middleware[] = [];
    const warn = vi.fn();
    const db = { query: () => ({ findMany: async () => stored() }) };
    startRevalidation({ documents: { use: (m: Middleware) => middlewares.push(m) }, db, log: { warn } } as never);
    expect(middlewares).toHaveLength(1);
    const posted = () => fetch.mock.calls.map(([url, init]) => ({ url: String(url), auth: new Headers(init.headers).get('authorization'), body: JSON.parse(String(init.body)) as unknown }));
    return { run: middlewares[0]!, fetch, posted, warn };
  }

  it('tells the web after an editor publishes, and hands the saved document back unchanged', async () => {
    const { run, posted } = setup({ WEB_INTERNAL_URL: 'http://web:3000', WEB_URL: 'https://www.example.com', REVALIDATE_SECRET: 's3cret' });
    const saved = { documentId: 'p1', title: 'Home' };
    await expect(run({ uid: CONTENT_TYPE_UIDS.page, action: 'publish', params: { documentId: 'p1' } }, async () => saved)).resolves.toBe(saved);
    expect(posted()).toEqual([{ url: 'http://web:3000/api/revalidate', auth: 'Bearer s3cret', body: { model: CONTENT_TYPE_UIDS.page, action: 'publish', documentId: 'p1' } }]);
      expect(indexed.calls).toContainEqual([CONTENT_TYPE_UIDS.page, 'p1']);
  });

  it("names the paths a page had and has, so the web drops only that page's copies", async () => {
    let rows = [{ path: '/services/old-name' }, { path: '/services/old-name' }];
    const { run, posted } = setup({ WEB_URL: 'http://web', REVALIDATE_SECRET: 's' }, () => rows);
    await run({ uid: CONTENT_TYPE_UIDS.page, action: 'publish', params: { documentId: 'p1' } }, async () => {
      rows = [{ path: '/services/new-name' }, { path: '/services/new-name' }];
      return { documentId: 'p1' };
    });
    expect(posted().map((p) => p.body)).toEqual([
      { model: CONTENT_TYPE_UIDS.page, action: 'publish', documentId: 'p1', paths: ['/services/old-name', '/services/new-name'] },
    ]);
  });

  it("names a resource's slugs and types, and still tells the web when they cannot be read", async () => {
    const { run, posted } = setup({ WEB_URL: 'http://web', REVALIDATE_SECRET: 's' }, () => [{ slug: 'sd-wan-guide', type: 'guide' }]);
    await run({ uid: CONTENT_TYPE_UIDS.blog, action: 'unpublish', params: { documentId: 'b1' } }, async () => ({ documentId: 'b1' }));
    expect(posted()[0]!.body).toEqual({ model: CONTENT_TYPE_UIDS.blog, action: 'unpublish', documentId: 'b1', slugs: ['sd-wan-guide'], types: ['guide'] });

    const broken = setup({ WEB_URL: 'http://web', REVALIDATE_SECRET: 's' }, () => {
      throw new Error('database busy');
    });
    await broken.run({ uid: CONTENT_TYPE_UIDS.blog, action: 'delete', params: { documentId: 'b2' } }, async () => ({ documentId: 'b2' }));
    // Without keys the web drops every resource: more than needed, never less.
    expect(broken.posted()[0]!.body).toEqual({ model: CONTENT_TYPE_UIDS.blog, action: 'delete', documentId: 'b2' });
  });

  it('uses WEB_URL when there is no internal address', async () => {
    const { run, posted } = setup({ WEB_URL: 'http://localhost:3000', REVALIDATE_SECRET: 's' });
    await run({ uid: CONTENT_TYPE_UIDS.blog, action: 'create', params: { data: {} } }, async () => ({ documentId: 'b9' }));
    expect(posted()).toEqual([{ url: 'http://localhost:3000/api/revalidate', auth: 'Bearer s', body: { model: CONTENT_TYPE_UIDS.blog, action: 'create', documentId: 'b9' } }]);
  });

  it('says nothing when the save fails (the error reaches the editor), nor about reads', async () => {
    const { run, fetch } = setup({ WEB_URL: 'http://web', REVALIDATE_SECRET: 's' });
    await expect(run({ uid: CONTENT_TYPE_UIDS.page, action: 'update', params: {} }, async () => Promise.reject(new Error('path taken')))).rejects.toThrow('path taken');
    await run({ uid: CONTENT_TYPE_UIDS.page, action: 'findMany', params: {} }, async () => []);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves all the same when the web is down, and logs it', async () => {
    const { run, fetch, warn } = setup({ WEB_URL: 'http://web', REVALIDATE_SECRET: 's' });
    fetch.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(run({ uid: CONTENT_TYPE_UIDS.navigation, action: 'publish', params: {} }, async () => ({ documentId: 'n' }))).resolves.toEqual({ documentId: 'n' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not reach the web')));
  });
});
