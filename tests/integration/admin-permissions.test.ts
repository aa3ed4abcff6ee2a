// The admin handlers of the project's plugins (scheduling, history, content checks) answer only
// what the admin's role may read: with the demo editor's role allowed everything but reading pages,
// every handler about a page answers 403, and the lists (upcoming changes, the audit trail) leave
// pages out. The role is narrowed in the database for the test (Strapi builds each request's
// permissions from it) and put back afterwards.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './cms-only';
import { writeDatabase } from './database-write';
import { editorToken, stack } from './helpers';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const PAGE = CONTENT_TYPE_UIDS.page;
const BLOG = CONTENT_TYPE_UIDS.blog;
const PAGES_CM = `/content-manager/collection-types/${PAGE}`;
const READ = 'plugin::content-manager.explorer.read';
// A subject no content type has: the editor's "read pages" permission, parked.
const PARKED = 'api::not-a-type.not-a-type';

let jwt: string;
let documentId: string;
const admin = (path: string, init: Parameters<typeof call>[1] = {}) => call(`${stack().cmsUrl}${path}`, { bearer: jwt, ...init });

/** Moves the editor role's read permission on `from` to `to` (returns how many rows moved). */
function moveEditorRead(from: string, to: string) {
  return writeDatabase(
    `UPDATE admin_permissions SET subject = ? WHERE action = ? AND subject = ? AND id IN (
       SELECT l.permission_id FROM admin_permissions_role_lnk l JOIN admin_roles r ON r.id = l.role_id WHERE r.code = 'strapi-editor')`,
    [to, READ, from],
  );
}

beforeAll(async () => {
  jwt = await editorToken();
  const tag = randomBytes(3).toString('hex');
  const res = await admin(PAGES_CM, {
    method: 'POST',
    json: { title: `Permission page ${tag}`, path: `/permission-${tag}`, seo: { metaTitle: `Permission page ${tag}`, metaDescription: 'A page made by the permission tests of the admin plugins.' }, blocks: [{ __component: 'blocks.hero', variant: 'compact', heading: `Heading ${tag}` }] },
  });
  expect(res.status, res.text).toBe(201);
  documentId = String((res.body!.data as { documentId: string }).documentId);
  // A scheduled change and a history version for the page, made while the editor may still read it.
  const job = await admin('/scheduling/jobs', { method: 'POST', json: { uid: PAGE, documentId, publishAt: new Date(Date.now() + 3_600_000).toISOString() } });
  expect(job.status, job.text).toBe(201);
  expect((await admin(`/scheduling/upcoming`)).text).toContain(documentId);
  expect(await moveEditorRead(PAGE, PARKED)).toBe(1);
});

afterAll(async () => {
  await moveEditorRead(PARKED, PAGE);
  if (documentId) await admin(`${PAGES_CM}/${documentId}`, { method: 'DELETE' });
});

describe('an admin whose role may not read pages', () => {
  it('is refused every handler about a page', async () => {
    const refused = [
      `/scheduling/entry?uid=${PAGE}&documentId=${documentId}`,
      `/scheduling/audit?uid=${PAGE}`,
      `/history/versions?uid=${PAGE}&documentId=${documentId}`,
      `/content-checks/document/${PAGE}/${documentId}`,
      '/content-checks/report',
    ];
    for (const path of refused) expect([path, (await admin(path)).status]).toEqual([path, 403]);
  });

  it('still reads what the role allows, and the lists leave pages out', async () => {
    expect((await admin(`/scheduling/audit?uid=${BLOG}`)).status).toBe(200);
    const upcoming = await admin('/scheduling/upcoming');
    expect(upcoming.status).toBe(200);
    expect(upcoming.text).not.toContain(documentId);
    const trail = await admin('/scheduling/audit?pageSize=100');
    expect(trail.status).toBe(200);
    const uids = new Set((trail.body as { results: { uid: string }[] }).results.map((r) => r.uid));
    expect(uids.has(PAGE)).toBe(false);
  });

  it('gets it all back with the permission', async () => {
    await moveEditorRead(PARKED, PAGE);
    try {
      expect((await admin(`/scheduling/entry?uid=${PAGE}&documentId=${documentId}`)).status).toBe(200);
      expect((await admin('/scheduling/upcoming')).text).toContain(documentId);
    } finally {
      await moveEditorRead(PAGE, PARKED);
    }
  });
});
