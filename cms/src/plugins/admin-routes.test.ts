import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adminList, adminRoutes, listFiles, withAdminLists } from './admin-routes';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A plugin's server folder with these list files (CommonJS, as the CMS build emits them). */
function serverDir(lists: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-lists-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'lists'));
  for (const [name, source] of Object.entries(lists)) writeFileSync(path.join(dir, 'lists', name), source);
  return dir;
}

// What adminList(...) makes, written out in CommonJS (as the CMS build emits a list file).
const listModule = (body: string) => `exports.default = { [Symbol.for('ironbark.admin-list')]: true, handler: ${body} };\n`;

const server = () => ({ controllers: { things: {} }, routes: { admin: adminRoutes({ policies: [] }, [['POST', '/deleted', 'things.create']]) } });

describe('admin lists found by file name', () => {
  it('marks what adminList makes as the list file written out does', () => {
    const made = adminList(async () => ({}));
    expect(Object.getOwnPropertySymbols(made).map((s) => Symbol.keyFor(s))).toEqual(['ironbark.admin-list']);
  });

  it('adds a GET route and a handler for each list file, named by the file', async () => {
    const dir = serverDir({
      'deleted.js': listModule('async (ctx, { strapi, cache }) => ({ rows: [ctx.query.q, strapi.name, cache] })'),
      'report.js': listModule('async () => ({ ok: true })'),
      'notes.md': 'not a list',
      'helper.d.ts': 'export {};',
    });
    expect(listFiles(dir).map((f) => f.name)).toEqual(['deleted', 'report']);
    const out = withAdminLists(dir, server(), { cache: 'kept' });
    expect(out.routes.admin.routes).toEqual([
      { method: 'POST', path: '/deleted', handler: 'things.create', config: { policies: [] } },
      { method: 'GET', path: '/deleted', handler: 'lists.deleted', config: { policies: ['admin::isAuthenticatedAdmin'] } },
      { method: 'GET', path: '/report', handler: 'lists.report', config: { policies: ['admin::isAuthenticatedAdmin'] } },
    ]);
    expect(out.controllers.things).toEqual({});
    const handlers = (out.controllers.lists as (s: { strapi: unknown }) => Record<string, (ctx: object) => Promise<void>>)({ strapi: { name: 'cms' } });
    const ctx = { query: { q: 'x' }, params: {}, state: {}, body: undefined as unknown };
    await handlers.deleted!(ctx);
    expect(ctx.body).toEqual({ rows: ['x', 'cms', 'kept'] });
  });

  it('leaves a plugin without a lists folder as it is', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-lists-'));
    dirs.push(dir);
    const s = server();
    expect(withAdminLists(dir, s)).toBe(s);
  });

  it('refuses a list file that is not adminList(...), and a path routes.ts has already', () => {
    expect(() => withAdminLists(serverDir({ 'odd.js': 'exports.default = async () => ({});\n' }), server())).toThrow(/odd\.js: the default export must be adminList\(\.\.\.\)/);
    expect(() => withAdminLists(serverDir({ 'x.js': listModule('async () => ({})') }), { ...server(), routes: { admin: adminRoutes({ policies: [] }, [['GET', '/x', 'things.x']]) } })).toThrow(/GET \/x is both in routes.ts and in lists\/x/);
  });
});
