// Issue 24: adding a field to the staff resource contract in shared/ is enough for the staff
// screen, the web's staff API and the CMS to accept, validate and store it. End to end, with real
// processes: changed-copy.test.ts gives a throw-away copy of the repository one new field (strapline:
// one line, at most 60 characters) in shared/ only (the resource definition, shared/src/content/blog.ts,
// and its line in RESOURCE_TEXT_FIELDS) with `addStraplineField`, generates, builds and runs it as a
// stack of its own (Strapi on a fresh database, the built web), and runs the checks below. Staff then
// see the field on the editor screen and save it through the web; it is read back through the web,
// the CMS and the database; values that break its rule are refused by the web and by the CMS itself,
// and nothing is stored. The unit tests with stand-ins are web/src/features/staff/contract-field.test.tsx
// and cms/src/documents/validate-resources.test.ts.
import { randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, staffLogin } from './cms-only';
import { Browser, staffResourceInput } from './helpers';
import { repo, type RepoCopy, type RunningCopy } from './repo-copy';

const STAFF = { email: 'staff@example.com', password: 'StaffDemo!2024' };

/** The one field added, as a writer would add it: in shared/ only. */
const FIELD_IN_DEFINITION = `    strapline: string({
      label: 'Strapline',
      max: 60,
      width: 12,
      description: 'One line under the title',
    }),
`;
const FIELD_IN_CONTRACT = `  strapline: textField('strapline', { label: 'Strapline', lines: 'single', panel: 'content', hint: 'One line under the title.' }),
`;

/**
 * Adds the field as a writer would, in shared/ only, and runs the CMS schema generation: returns
 * the copy's changed source files at that point (the two edits, and no generated file).
 */
export async function addStraplineField(c: RepoCopy): Promise<string[]> {
  c.edit('shared/src/content/blog.ts', '    slug: uid({\n', `${FIELD_IN_DEFINITION}    slug: uid({\n`);
  c.edit('shared/src/content/resource-fields.ts', "  excerpt: textField('excerpt',", `${FIELD_IN_CONTRACT}  excerpt: textField('excerpt',`);
  // The generation reads shared/'s build.
  await c.run('npm', ['run', 'build', '-w', 'shared']);
  await c.run('npm', ['run', 'generate-components', '-w', 'cms']);
  return c.changedFiles();
}

/** JSON request to the web with the XSRF header, as the staff screens send it. */
async function api(b: Browser, method: string, urlPath: string, body?: unknown) {
  const res = await b.fetch(urlPath, {
    method,
    headers: { accept: 'application/json', 'x-xsrf-token': await b.xsrf(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON
  }
  return { status: res.status, text, json };
}

/**
 * The checks, on the copy `running` gives once `addStraplineField` has changed it and it runs;
 * `changedByField` is what that returned.
 */
export function contractFieldTests(running: () => RunningCopy, changedByField: () => string[]) {
  /** The strapline of a resource's draft row, straight from the database (null: none; undefined: no row). */
  async function storedStrapline(documentId: string): Promise<string | null | undefined> {
    const sql = 'SELECT strapline FROM blogs WHERE document_id = ? AND published_at IS NULL';
    const { database, stack } = running();
    if (database) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const res = await client.query<{ strapline: string | null }>(sql.replace('?', '$1'), [documentId]);
        return res.rows[0] ? res.rows[0].strapline : undefined;
      } finally {
        await client.end();
      }
    }
    type Sqlite = { prepare(sql: string): { get(...params: unknown[]): { strapline: string | null } | undefined }; close(): void };
    const { default: Database } = (await import(
      // @ts-expect-error: better-sqlite3 ships without type declarations
      'better-sqlite3'
    )) as { default: new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => Sqlite };
    const db = new Database(stack.cmsEnv.DATABASE_FILENAME!, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare(sql).get(documentId);
      return row ? row.strapline : undefined;
    } finally {
      db.close();
    }
  }

  /** Resources whose title holds `tag`, as the CMS stores them (drafts included). */
  async function countTitled(jwt: string, tag: string): Promise<number> {
    const res = await call(`${running().stack.cmsUrl}/api/blogs/manage?q=${tag}`, { bearer: jwt });
    expect(res.status, res.text).toBe(200);
    return (res.body as { meta: { pagination: { total: number } } }).meta.pagination.total;
  }

  const input = (title: string, extra: Record<string, unknown> = {}) => staffResourceInput(title, { excerpt: '', ...extra });

  describe('a text field added to the staff resource contract in shared/ only', () => {
    let b: Browser;
    let jwt: string;
    const tag = randomBytes(3).toString('hex');

    beforeAll(async () => {
      b = new Browser(running().stack.webUrl);
      const login = await api(b, 'POST', '/api/auth/login', STAFF);
      expect(login.status, login.text).toBe(200);
      // The staff member's own CMS token, as the web's sign-in gets it (for the CMS's own answers).
      jwt = (await staffLogin(running().stack.cmsUrl, running().stack.env.CMS_API_TOKEN!, STAFF.email, STAFF.password)).jwt;
    });

    it('runs the copy: its workspace packages are its own shared/, cms/ and web/, not this checkout\'s', () => {
      const dir = realpathSync(running().copy.dir);
      for (const name of ['shared', 'cms', 'web']) {
        expect(realpathSync(path.join(running().copy.dir, 'node_modules', '@ironbark', name))).toBe(path.join(dir, name));
      }
      const fromCms = createRequire(path.join(running().copy.dir, 'cms', 'package.json')).resolve('@ironbark/shared/content/resource-fields');
      expect(realpathSync(fromCms).startsWith(path.join(dir, 'shared') + path.sep)).toBe(true);
      expect(realpathSync(fromCms).startsWith(repo)).toBe(false);
    });

    it("needed edits in shared/ only: the repository's schema generation changed no other source file (nor did the build: changed-copy.test.ts)", () => {
      expect(changedByField()).toEqual(['shared/src/content/blog.ts', 'shared/src/content/resource-fields.ts']);
    });

    it('the staff editor screen shows the field, as a one-line input with its label and limit', async () => {
      const res = await b.fetch('/resources-manage/new', { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<label[^>]*for="re-strapline"[^>]*>Strapline</);
      expect(html).toMatch(/<input[^>]*id="re-strapline"/);
      expect(html).not.toMatch(/<textarea[^>]*id="re-strapline"/);
      expect(html).toContain('One line under the title.');
      expect(html).toMatch(/id="re-strapline-count"[^>]*>0<!-- -->\/<!-- -->60/);
    });

    it('is saved through the web staff API and read back through the web, the CMS and the database', async () => {
      const made = await api(b, 'POST', '/api/staff/resources', input(`Contract field ${tag}`, { strapline: '  Forty sites, one network  ' }));
      expect(made.status, made.text).toBe(201);
      const { documentId, strapline } = (made.json as { data: { documentId: string; strapline: string } }).data;
      expect(strapline).toBe('Forty sites, one network');

      const web = await api(b, 'GET', `/api/staff/resources/${documentId}`);
      expect(web.status, web.text).toBe(200);
      expect((web.json as { data: { strapline: string } }).data.strapline).toBe('Forty sites, one network');

      const cms = await call(`${running().stack.cmsUrl}/api/blogs/manage/${documentId}`, { bearer: jwt });
      expect(cms.status, cms.text).toBe(200);
      expect((cms.body as { data: { strapline: string } }).data.strapline).toBe('Forty sites, one network');
      expect(await storedStrapline(documentId)).toBe('Forty sites, one network');

      // A change that breaks the rule leaves the stored value alone; clearing it stores null.
      const bad = await api(b, 'PUT', `/api/staff/resources/${documentId}`, input(`Contract field ${tag}`, { strapline: 'y'.repeat(61) }));
      expect(bad.status).toBe(400);
      expect((bad.json as { errors: Record<string, string> }).errors).toEqual({ strapline: 'Strapline: at most 60 characters' });
      expect(await storedStrapline(documentId)).toBe('Forty sites, one network');
      const cleared = await api(b, 'PUT', `/api/staff/resources/${documentId}`, input(`Contract field ${tag}`, { strapline: '' }));
      expect(cleared.status, cleared.text).toBe(200);
      expect(await storedStrapline(documentId)).toBeNull();
    });

    it('the web staff API refuses a value that breaks the rule (400 naming the field) and stores nothing', async () => {
      const lineBreak = await api(b, 'POST', '/api/staff/resources', input(`Contract web-refused-${tag} one`, { strapline: 'Forty sites\none network' }));
      expect(lineBreak.status).toBe(400);
      expect(lineBreak.json).toMatchObject({ message: 'Some fields need attention.' });
      expect((lineBreak.json as { errors: Record<string, string> }).errors).toEqual({ strapline: 'Strapline must be a single line without control characters' });

      const tooLong = await api(b, 'POST', '/api/staff/resources', input(`Contract web-refused-${tag} two`, { strapline: 'x'.repeat(61) }));
      expect(tooLong.status).toBe(400);
      expect((tooLong.json as { errors: Record<string, string> }).errors).toEqual({ strapline: 'Strapline: at most 60 characters' });

      // Sixty characters is within the limit.
      const sixty = await api(b, 'POST', '/api/staff/resources', input(`Contract sixty-${tag}`, { strapline: 'x'.repeat(60) }));
      expect(sixty.status, sixty.text).toBe(201);
      expect(await countTitled(jwt, `web-refused-${tag}`)).toBe(0);
    });

    it('the CMS itself takes the field from staff, and refuses a bad value (400 naming the field) without storing it', async () => {
      const post = (title: string, strapline: unknown) =>
        call(`${running().stack.cmsUrl}/api/blogs?status=draft`, {
          method: 'POST',
          bearer: jwt,
          json: { data: { title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), type: 'news', publishedDate: '2024-05-14', strapline } },
        });
      const good = await post(`Contract direct-${tag}`, 'Straight to the CMS');
      expect(good.status, good.text).toBe(201);
      expect(await storedStrapline((good.body as { data: { documentId: string } }).data.documentId)).toBe('Straight to the CMS');

      for (const [strapline, message] of [
        ['Forty sites\none network', /^Strapline must be a single line without control characters$/],
        ['x'.repeat(61), /^Strapline: at most 60 characters$/],
        [42, /^Strapline: expected text$/],
      ] as const) {
        const res = await post(`Contract cms-refused-${tag}`, strapline);
        expect(res.status, res.text).toBe(400);
        const error = (res.body as { error: { name: string; message: string; details: { errors: { path: string[]; message: string }[] } } }).error;
        expect(error.name).toBe('ValidationError');
        expect(error.message).toMatch(message);
        expect(error.details.errors.map((e) => e.path)).toEqual([['strapline']]);
      }
      expect(await countTitled(jwt, `cms-refused-${tag}`)).toBe(0);
    });
  });
}
