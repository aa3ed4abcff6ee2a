// The resources' searchText, which lets the site search match "wifi" against "Wi-Fi": the CMS
// writes it on create and on an update that names only some fields, the seed's resources have
// it, and the site's search query finds a resource by it.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTextFor } from '@ironbark/shared/search/normalise';
import { blogSearchParams, toQueryString } from '@ironbark/shared/strapi-query';
import { staffLogin } from './cms-only';
import { stack } from './helpers';

const STAFF = { identifier: 'staff@example.com', password: 'StaffDemo!2024' };
const cms = (path: string, init?: RequestInit) => fetch(`${stack().cmsUrl}${path}`, init);

interface Blog {
  documentId: string;
  title: string;
  metaKeywords?: string | null;
  metaDescription?: string | null;
  searchText?: string | null;
}

describe('resource searchText', () => {
  let jwt = '';
  const created: string[] = [];
  const marker = `zq${randomBytes(4).toString('hex')}`;

  const auth = () => ({ authorization: `Bearer ${jwt}`, 'content-type': 'application/json' });

  beforeAll(async () => {
    // As the web signs staff in (/api/auth/local is closed).
    jwt = (await staffLogin(stack().cmsUrl, stack().env.CMS_API_TOKEN!, STAFF.identifier, STAFF.password)).jwt;
  });

  afterAll(async () => {
    for (const documentId of created) await cms(`/api/blogs/${documentId}`, { method: 'DELETE', headers: auth() });
  });

  it('is written on create and kept current by an update that names only the title', async () => {
    const data = {
      title: `Guest Wi-Fi for ${marker} parks`,
      slug: `guest-wifi-${marker}`,
      type: 'news',
      publishedDate: '2024-05-01',
      metaKeywords: 'SD-WAN, captive portal',
      metaDescription: 'Café-grade guest Wi-Fi.',
    };
    const res = await cms('/api/blogs', { method: 'POST', headers: auth(), body: JSON.stringify({ data }) });
    expect(res.status, await res.clone().text()).toBe(201);
    const blog = ((await res.json()) as { data: Blog }).data;
    created.push(blog.documentId);
    expect(blog.searchText).toBe(searchTextFor(data));
    expect(blog.searchText).toBe(`guestwififor${marker}parks sdwancaptiveportal cafegradeguestwifi`);

    const update = await cms(`/api/blogs/${blog.documentId}`, { method: 'PUT', headers: auth(), body: JSON.stringify({ data: { title: `Park Wi-Fi ${marker}` } }) });
    expect(update.status, await update.clone().text()).toBe(200);
    const updated = ((await update.json()) as { data: Blog }).data;
    expect(updated.searchText).toBe(`parkwifi${marker} sdwancaptiveportal cafegradeguestwifi`);
  });

  it('lets the site search find "Wi-Fi" by "wifi" and "SD-WAN" by "sd wan", and no longer by a replaced title', async () => {
    const find = async (term: string) => {
      const res = await cms(`/api/blogs?${toQueryString(blogSearchParams(term, { limit: 100 }))}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: Blog[] }).data.map((b) => b.title);
    };
    const found = await find(`park wifi ${marker}`);
    expect(found).toEqual([`Park Wi-Fi ${marker}`]);
    expect(await find(`wifi${marker}`)).toEqual([`Park Wi-Fi ${marker}`]);
    expect(await find(`guest wi-fi for ${marker}`)).toEqual([]);
    expect((await find('sd wan')).length).toBeGreaterThan(0);
  });

  it('is there for every seeded resource, and matches what the shared rule makes of it', async () => {
    const res = await cms('/api/blogs?pagination[pageSize]=100&fields[0]=title&fields[1]=metaKeywords&fields[2]=metaDescription&fields[3]=searchText');
    const blogs = ((await res.json()) as { data: Blog[] }).data;
    expect(blogs.length).toBeGreaterThan(10);
    for (const b of blogs) expect(b.searchText, b.title).toBe(searchTextFor(b));
  });
});
