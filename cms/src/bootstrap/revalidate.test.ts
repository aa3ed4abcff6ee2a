import { describe, expect, it, vi } from 'vitest';
import { notifyWeb, revalidationMessage } from './revalidate';

describe('revalidationMessage', () => {
  it.each(['api::page.page', 'api::blog.blog', 'api::global.global', 'api::navigation.navigation', 'api::redirect.redirect'])(
    'announces changes to %s',
    (uid) => {
      for (const action of ['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']) {
        expect(revalidationMessage(uid, action, { documentId: 'abc' }, null)).toEqual({ model: uid, action, documentId: 'abc' });
      }
    },
  );

  it('ignores reads and the models the web does not show', () => {
    expect(revalidationMessage('api::blog.blog', 'findMany', {}, [])).toBeNull();
    expect(revalidationMessage('api::blog.blog', 'findOne', { documentId: 'x' }, {})).toBeNull();
    expect(revalidationMessage('api::form-submission.form-submission', 'create', {}, { documentId: 'x' })).toBeNull();
    expect(revalidationMessage('plugin::users-permissions.user', 'update', { documentId: 'x' }, {})).toBeNull();
  });

  it('takes the documentId of a created document from the result', () => {
    expect(revalidationMessage('api::blog.blog', 'create', { data: {} }, { documentId: 'new1' })).toEqual({
      model: 'api::blog.blog',
      action: 'create',
      documentId: 'new1',
    });
    expect(revalidationMessage('api::global.global', 'update', {}, null)).toEqual({ model: 'api::global.global', action: 'update' });
  });
});

describe('notifyWeb', () => {
  const message = { model: 'api::blog.blog', action: 'publish', documentId: 'abc' };
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
