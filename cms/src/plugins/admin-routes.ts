// The admin routes of this project's plugins (/<plugin>/...): each plugin's server/routes.ts lists
// its own as [method, path, handler], all behind the same route config. An admin list page's data
// (what the admin kit's useAdminList reads) is one file of its own instead: server/lists/<name>.ts
// answers GET /<plugin>/<name>, found by its file name (withAdminLists), so a new list page adds no
// line to the route table or the controllers.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function adminRoutes(config: { policies: unknown[] }, routes: [Method, string, string][]) {
  return {
    type: 'admin',
    routes: routes.map(([method, path, handler]) => ({ method, path, handler, config })),
  };
}

/** What a list's handler reads of Koa's context. */
export interface ListContext {
  query: Record<string, unknown>;
  params: Record<string, string>;
  state: Record<string, unknown>;
  body: unknown;
}

/** A list's answer from the request (it throws Strapi's errors to refuse); `deps` are what the plugin's server passes in. */
export type ListHandler<C, D> = (ctx: C, deps: D & { strapi: Core.Strapi }) => Promise<unknown>;

// A registered symbol: the same in every copy of this module (the CMS's dist and a test's source).
const LIST = Symbol.for('ironbark.admin-list');

export interface AdminList<C = ListContext, D = object> {
  [LIST]: true;
  handler: ListHandler<C, D>;
}

/** An admin list's server side: the default export of server/lists/<name>.ts. */
export function adminList<C = ListContext, D = object>(handler: ListHandler<C, D>): AdminList<C, D> {
  return { [LIST]: true, handler };
}

interface PluginServer {
  controllers: Record<string, unknown>;
  routes: Record<string, unknown> & { admin: { type: string; routes: object[] } };
}

/** The list files of a plugin's server folder: name (the file's, which is the path) and module file. */
export function listFiles(serverDir: string): { name: string; file: string }[] {
  const dir = path.join(serverDir, 'lists');
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((f) => /^[a-z0-9-]+\.(js|ts)$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => ({ name: f.replace(/\.(js|ts)$/, ''), file: path.join(dir, f) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The plugin's server with a GET /<name> admin route and its handler for each server/lists/<name>
 * file (an admin's session: Strapi's admin authentication and isAuthenticatedAdmin). `deps` reach
 * every list's handler, beside strapi.
 */
export function withAdminLists<S extends PluginServer, D extends object = object>(serverDir: string, server: S, deps?: D): S {
  const lists = listFiles(serverDir).map(({ name, file }) => {
    // Loaded when the plugin is (Strapi requires its server synchronously); dist holds CommonJS.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- found by file name, so no static import.
    const loaded = (require(file) as { default?: AdminList<ListContext, D> }).default;
    if (!loaded || loaded[LIST] !== true) throw new Error(`${file}: the default export must be adminList(...)`);
    return { name, handler: loaded.handler };
  });
  if (lists.length === 0) return server;
  const taken = new Set(server.routes.admin.routes.map((r) => `${(r as { method: string }).method} ${(r as { path: string }).path}`));
  for (const { name } of lists) if (taken.has(`GET /${name}`)) throw new Error(`${serverDir}: GET /${name} is both in routes.ts and in lists/${name}`);
  const controller = ({ strapi }: { strapi: Core.Strapi }) =>
    Object.fromEntries(
      lists.map(({ name, handler }) => [
        name,
        async (ctx: ListContext) => {
          ctx.body = await handler(ctx, { ...(deps ?? ({} as D)), strapi });
        },
      ]),
    );
  const config = { policies: ['admin::isAuthenticatedAdmin'] };
  return {
    ...server,
    controllers: { ...server.controllers, lists: controller },
    routes: {
      ...server.routes,
      admin: { ...server.routes.admin, routes: [...server.routes.admin.routes, ...lists.map(({ name }) => ({ method: 'GET', path: `/${name}`, handler: `lists.${name}`, config }))] },
    },
  };
}
