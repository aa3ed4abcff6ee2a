// What a staff member's token may do directly against Strapi: resources (and the files for them),
// nothing else: no form submissions, pages, navigation, global settings, users or media library.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, staffLogin } from './cms-only';
import { stack } from './helpers';

let jwt: string;
beforeAll(async () => {
  jwt = (await staffLogin(stack().cmsUrl, stack().env.CMS_API_TOKEN!, 'staff@example.com', 'StaffDemo!2024')).jwt;
});

const get = (path: string) => call(`${stack().cmsUrl}${path}`, { bearer: jwt });

describe('a staff token', () => {
  it.each(['/api/form-submissions', '/api/pages', '/api/navigation', '/api/global', '/api/users', '/api/upload/files', '/api/redirects'])(
    'is refused %s',
    async (path) => {
      const res = await get(path);
      expect([401, 403], `${path} answered ${res.status}`).toContain(res.status);
      expect(res.body).not.toHaveProperty('data.0');
    },
  );

  it('cannot write pages or form submissions', async () => {
    const page = await call(`${stack().cmsUrl}/api/pages`, { method: 'POST', bearer: jwt, json: { data: { title: 'x', path: '/staff-write' } } });
    expect([401, 403]).toContain(page.status);
    const sub = await call(`${stack().cmsUrl}/api/form-submissions/1`, { method: 'PUT', bearer: jwt, json: { data: { status: 'done' } } });
    expect([401, 403, 404]).toContain(sub.status);
    expect(sub.status).not.toBe(200);
  });

  it.each(['/api/blogs', '/api/blogs?status=draft', '/api/blogs/manage', '/api/blogs/slug-check?slug=some-new-slug', '/api/users/me'])(
    'may read %s',
    async (path) => {
      const res = await get(path);
      expect(res.status, res.text).toBe(200);
    },
  );

  it('may read a resource with its cover and document populated (the edit form needs the files)', async () => {
    const list = await get('/api/blogs?filters[doc][id][$notNull]=true&populate[cover]=true&populate[doc]=true&pagination[pageSize]=1');
    expect(list.status, list.text).toBe(200);
    const [first] = (list.body as { data: { cover?: { url: string; mime: string }; doc?: { url: string; name: string } }[] }).data;
    expect(first?.cover).toMatchObject({ url: expect.stringContaining('/uploads/'), mime: expect.stringMatching(/^image\//) });
    expect(first?.doc).toMatchObject({ url: expect.stringMatching(/\.pdf$/), name: expect.stringMatching(/\.pdf$/) });
  });
});
