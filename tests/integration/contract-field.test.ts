// Issue 24: adding a field to the staff resource contract in shared/ is enough for the staff
// screen, the web's staff API and the CMS to accept, validate and store it. End to end, with real
// processes: a throw-away copy of the repository gets one new field (subtitle: one line, at most
// 60 characters) in shared/ only (the resource definition, shared/src/content/blog.ts, and its
// line in RESOURCE_TEXT_FIELDS), is generated and built with the repository's own commands, and
// runs as a stack of its own (Strapi on a fresh database, the built web). Staff then see the field
// on the editor screen and save it through the web; it is read back through the web, the CMS and
// the database; values that break its rule are refused by the web and by the CMS itself, and
// nothing is stored. The unit tests with stand-ins are web/src/features/staff/contract-field.test.tsx
// and cms/src/documents/validate-resources.test.ts.
import { randomBytes } from 'node:crypto';
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, staffLogin } from './cms-only';
import { Browser, staffResourceInput } from './helpers';
import { repo, runCopyOfRepository } from './repo-copy';

const STAFF = { email: 'staff@example.com', password: 'StaffDemo!2024' };

/** The one field added, as a writer would add it: in shared/ only. */
const FIELD_IN_DEFINITION = `    subtitle: string({
      label: 'Subtitle',
      max: 60,
      width: 12,
      description: 'One line under the title',
    }),
`;
const FIELD_IN_CONTRACT = `  subtitle: textField('subtitle', { label: 'Subtitle', lines: 'single', panel: 'content', hint: 'One line under the title.' }),
`;

const running = runCopyOfRepository(
  'contract-field',
  {
    change(c) {
      c.edit('shared/src/content/blog.ts', '    slug: uid({\n', `${FIELD_IN_DEFINITION}    slug: uid({\n`);
      c.edit('shared/src/content/resource-fields.ts', "  excerpt: textField('excerpt',", `${FIELD_IN_CONTRACT}  excerpt: textField('excerpt',`);
    },
  },
  900_000,
);

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

/** The subtitle of a resource's draft row, straight from the database (null: none; undefined: no row). */
async function storedSubtitle(documentId: string): Promise<string | null | undefined> {
  const sql = 'SELECT subtitle FROM blogs WHERE document_id = ? AND published_at IS NULL';
  const { database, stack } = running();
  if (database) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const res = await client.query<{ subtitle: string | null }>(sql.replace('?', '$1'), [documentId]);
      return res.rows[0] ? res.rows[0].subtitle : undefined;
    } finally {
      await client.end();
    }
  }
  type Sqlite = { prepare(sql: string): { get(...params: unknown[]): { subtitle: string | null } | undefined }; close(): void };
  const { default: Database } = (await import(
    // @ts-expect-error: better-sqlite3 ships without type declarations
    'better-sqlite3'
  )) as { default: new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => Sqlite };
  const db = new Database(stack.cmsEnv.DATABASE_FILENAME!, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(sql).get(documentId);
    return row ? row.subtitle : undefined;
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

  it("needed edits in shared/ only: the repository's generate and build commands changed no other source file", () => {
    expect(running().copy.changedFiles()).toEqual(['shared/src/content/blog.ts', 'shared/src/content/resource-fields.ts']);
  });

  it('the staff editor screen shows the field, as a one-line input with its label and limit', async () => {
    const res = await b.fetch('/resources-manage/new', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<label[^>]*for="re-subtitle"[^>]*>Subtitle</);
    expect(html).toMatch(/<input[^>]*id="re-subtitle"/);
    expect(html).not.toMatch(/<textarea[^>]*id="re-subtitle"/);
    expect(html).toContain('One line under the title.');
    expect(html).toMatch(/id="re-subtitle-count"[^>]*>0<!-- -->\/<!-- -->60/);
  });

  it('is saved through the web staff API and read back through the web, the CMS and the database', async () => {
    const made = await api(b, 'POST', '/api/staff/resources', input(`Contract field ${tag}`, { subtitle: '  Forty sites, one network  ' }));
    expect(made.status, made.text).toBe(201);
    const { documentId, subtitle } = (made.json as { data: { documentId: string; subtitle: string } }).data;
    expect(subtitle).toBe('Forty sites, one network');

    const web = await api(b, 'GET', `/api/staff/resources/${documentId}`);
    expect(web.status, web.text).toBe(200);
    expect((web.json as { data: { subtitle: string } }).data.subtitle).toBe('Forty sites, one network');

    const cms = await call(`${running().stack.cmsUrl}/api/blogs/manage/${documentId}`, { bearer: jwt });
    expect(cms.status, cms.text).toBe(200);
    expect((cms.body as { data: { subtitle: string } }).data.subtitle).toBe('Forty sites, one network');
    expect(await storedSubtitle(documentId)).toBe('Forty sites, one network');

    // A change that breaks the rule leaves the stored value alone; clearing it stores null.
    const bad = await api(b, 'PUT', `/api/staff/resources/${documentId}`, input(`Contract field ${tag}`, { subtitle: 'y'.repeat(61) }));
    expect(bad.status).toBe(400);
    expect((bad.json as { errors: Record<string, string> }).errors).toEqual({ subtitle: 'Subtitle: at most 60 characters' });
    expect(await storedSubtitle(documentId)).toBe('Forty sites, one network');
    const cleared = await api(b, 'PUT', `/api/staff/resources/${documentId}`, input(`Contract field ${tag}`, { subtitle: '' }));
    expect(cleared.status, cleared.text).toBe(200);
    expect(await storedSubtitle(documentId)).toBeNull();
  });

  it('the web staff API refuses a value that breaks the rule (400 naming the field) and stores nothing', async () => {
    const lineBreak = await api(b, 'POST', '/api/staff/resources', input(`Contract web-refused-${tag} one`, { subtitle: 'Forty sites\none network' }));
    expect(lineBreak.status).toBe(400);
    expect(lineBreak.json).toMatchObject({ message: 'Some fields need attention.' });
    expect((lineBreak.json as { errors: Record<string, string> }).errors).toEqual({ subtitle: 'Subtitle must be a single line without control characters' });

    const tooLong = await api(b, 'POST', '/api/staff/resources', input(`Contract web-refused-${tag} two`, { subtitle: 'x'.repeat(61) }));
    expect(tooLong.status).toBe(400);
    expect((tooLong.json as { errors: Record<string, string> }).errors).toEqual({ subtitle: 'Subtitle: at most 60 characters' });

    // Sixty characters is within the limit.
    const sixty = await api(b, 'POST', '/api/staff/resources', input(`Contract sixty-${tag}`, { subtitle: 'x'.repeat(60) }));
    expect(sixty.status, sixty.text).toBe(201);
    expect(await countTitled(jwt, `web-refused-${tag}`)).toBe(0);
  });

  it('the CMS itself takes the field from staff, and refuses a bad value (400 naming the field) without storing it', async () => {
    const post = (title: string, subtitle: unknown) =>
      call(`${running().stack.cmsUrl}/api/blogs?status=draft`, {
        method: 'POST',
        bearer: jwt,
        json: { data: { title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), type: 'news', publishedDate: '2024-05-14', subtitle } },
      });
    const good = await post(`Contract direct-${tag}`, 'Straight to the CMS');
    expect(good.status, good.text).toBe(201);
    expect(await storedSubtitle((good.body as { data: { documentId: string } }).data.documentId)).toBe('Straight to the CMS');

    for (const [subtitle, message] of [
      ['Forty sites\none network', /^Subtitle must be a single line without control characters$/],
      ['x'.repeat(61), /^Subtitle: at most 60 characters$/],
      [42, /^Subtitle: expected text$/],
    ] as const) {
      const res = await post(`Contract cms-refused-${tag}`, subtitle);
      expect(res.status, res.text).toBe(400);
      const error = (res.body as { error: { name: string; message: string; details: { errors: { path: string[]; message: string }[] } } }).error;
      expect(error.name).toBe('ValidationError');
      expect(error.message).toMatch(message);
      expect(error.details.errors.map((e) => e.path)).toEqual([['subtitle']]);
    }
    expect(await countTitled(jwt, `cms-refused-${tag}`)).toBe(0);
  });
});
