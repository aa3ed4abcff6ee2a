import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import manageRoutes from '../api/blog/routes/01-manage';
import { PUBLIC_ACTIONS, STAFF_ACTIONS, STAFF_RESOURCE_ACTIONS, syncPermissions } from './permissions';
import { WEB_TOKEN_ACTIONS } from './api-token';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

describe('staff (authenticated role) permissions', () => {
  it.each([
    `${CONTENT_TYPE_UIDS.formSubmission}.find`,
    `${CONTENT_TYPE_UIDS.formSubmission}.findOne`,
    `${CONTENT_TYPE_UIDS.formSubmission}.update`,
    `${CONTENT_TYPE_UIDS.page}.find`,
    `${CONTENT_TYPE_UIDS.page}.findOne`,
    `${CONTENT_TYPE_UIDS.navigation}.find`,
    `${CONTENT_TYPE_UIDS.global}.find`,
    `${CONTENT_TYPE_UIDS.redirect}.find`,
    'plugin::users-permissions.user.find',
    'plugin::users-permissions.user.findOne',
    'plugin::upload.content-api.find',
    'plugin::upload.content-api.findOne',
    'plugin::upload.content-api.destroy',
    'api::staff-auth.staff-auth.login',
  ])('staff may not use %s', (action) => {
    expect(STAFF_ACTIONS).not.toContain(action);
  });

  it('staff may not touch any API but resources', () => {
    for (const action of STAFF_ACTIONS.filter((a) => a.startsWith('api::'))) expect(action).toMatch(/^api::blog\.blog\./);
  });

  it('staff manage resources, upload files and look after their own session', () => {
    for (const action of [
      `${CONTENT_TYPE_UIDS.blog}.find`,
      `${CONTENT_TYPE_UIDS.blog}.create`,
      `${CONTENT_TYPE_UIDS.blog}.update`,
      `${CONTENT_TYPE_UIDS.blog}.delete`,
      'plugin::upload.content-api.upload',
      'plugin::users-permissions.user.me',
      'plugin::users-permissions.auth.changePassword',
      'plugin::users-permissions.auth.logout',
      'plugin::users-permissions.auth.refresh',
    ]) {
      expect(STAFF_ACTIONS).toContain(action);
    }
  });

  it('every custom resource route is granted to staff (and nothing that is not a route)', () => {
    const handlers = manageRoutes.routes.map((r) => `${CONTENT_TYPE_UIDS.blog}.${r.handler.split('.')[1]}`);
    const core = ['find', 'findOne', 'create', 'update', 'delete'].map((a) => `${CONTENT_TYPE_UIDS.blog}.${a}`);
    expect([...STAFF_RESOURCE_ACTIONS].sort()).toEqual([...core, ...handlers].sort());
  });

  it('every custom resource route handler exists in the blog controller', () => {
    const controller = readFileSync(path.join(__dirname, '..', 'api', 'blog', 'controllers', 'blog.ts'), 'utf8');
    for (const route of manageRoutes.routes) expect(controller).toContain(`async ${route.handler.split('.')[1]}(`);
  });
});

describe('public role permissions', () => {
  it('reads published content only and can sign in, renew and sign out', () => {
    for (const action of PUBLIC_ACTIONS) {
      expect(action).toMatch(/\.(find|findOne|refresh|logout)$/);
    }
    expect(PUBLIC_ACTIONS).not.toContain('plugin::users-permissions.auth.register');
    expect(PUBLIC_ACTIONS).not.toContain('plugin::users-permissions.auth.callback');
    expect(PUBLIC_ACTIONS.some((a) => a.startsWith('api::form-submission'))).toBe(false);
    expect(PUBLIC_ACTIONS.some((a) => a.startsWith('plugin::upload'))).toBe(false);
  });
});

describe("the web server's API token", () => {
  it('alone may read a resource\'s file (gated guides are kept privately)', () => {
    expect(WEB_TOKEN_ACTIONS).toContain(`${CONTENT_TYPE_UIDS.blog}.file`);
    expect(STAFF_ACTIONS).not.toContain(`${CONTENT_TYPE_UIDS.blog}.file`);
    expect(PUBLIC_ACTIONS).not.toContain(`${CONTENT_TYPE_UIDS.blog}.file`);
  });

  it('holds the trusted staff login action (nobody else does)', () => {
    expect(WEB_TOKEN_ACTIONS).toContain('api::staff-auth.staff-auth.login');
    expect(PUBLIC_ACTIONS).not.toContain('api::staff-auth.staff-auth.login');
  });
});

/** Just enough of Strapi for syncPermissions: the two users-permissions tables and its store. */
function fakeStrapi(roles: Record<string, string[]>, advanced: Record<string, unknown> | null = { unique_email: true, allow_register: true }) {
  let nextId = 1;
  const roleIds = Object.fromEntries(Object.keys(roles).map((type, i) => [type, i + 1]));
  let permissions = Object.entries(roles).flatMap(([type, actions]) => actions.map((action) => ({ id: nextId++, action, role: roleIds[type]! })));
  const writes = { created: 0, deleted: 0 };
  let stored = advanced;
  const query = (uid: string) => {
    if (uid === 'plugin::users-permissions.role') {
      return {
        findOne: async ({ where }: { where: { type: string } }) => {
          const id = roleIds[where.type];
          return id === undefined ? null : { id, type: where.type, permissions: permissions.filter((p) => p.role === id) };
        },
      };
    }
    if (uid === 'plugin::users-permissions.permission') {
      return {
        create: async ({ data }: { data: { action: string; role: number } }) => {
          writes.created++;
          permissions.push({ id: nextId++, ...data });
        },
        delete: async ({ where }: { where: { id: number } }) => {
          writes.deleted++;
          permissions = permissions.filter((p) => p.id !== where.id);
        },
      };
    }
    throw new Error(`unexpected query of ${uid}`);
  };
  const store = () => ({
    get: async () => stored,
    set: async ({ value }: { value: Record<string, unknown> }) => {
      stored = value;
    },
  });
  const strapi = { db: { query }, store } as unknown as Parameters<typeof syncPermissions>[0];
  const actionsOf = (type: string) => permissions.filter((p) => p.role === roleIds[type]).map((p) => p.action).sort();
  return { strapi, actionsOf, writes, advanced: () => stored };
}

describe('syncPermissions (run at every start)', () => {
  it('grants a fresh database exactly the public and staff actions', async () => {
    const fake = fakeStrapi({ public: [], authenticated: [] });
    await syncPermissions(fake.strapi);
    expect(fake.actionsOf('public')).toEqual([...PUBLIC_ACTIONS].sort());
    expect(fake.actionsOf('authenticated')).toEqual([...STAFF_ACTIONS].sort());
  });

  it('takes away what an earlier version (or an administrator) granted on our APIs, and leaves other plugins alone', async () => {
    const fake = fakeStrapi({
      public: [`${CONTENT_TYPE_UIDS.formSubmission}.create`, 'plugin::upload.content-api.find', 'plugin::i18n.locales.listLocales'],
      authenticated: [`${CONTENT_TYPE_UIDS.page}.update`, 'plugin::users-permissions.user.find', `${CONTENT_TYPE_UIDS.blog}.find`],
    });
    await syncPermissions(fake.strapi);
    expect(fake.actionsOf('public')).toEqual([...PUBLIC_ACTIONS, 'plugin::i18n.locales.listLocales'].sort());
    expect(fake.actionsOf('authenticated')).toEqual([...STAFF_ACTIONS].sort());
  });

  it('changes nothing on a second run', async () => {
    const fake = fakeStrapi({ public: [], authenticated: [] });
    await syncPermissions(fake.strapi);
    const after = { ...fake.writes };
    await syncPermissions(fake.strapi);
    expect(fake.writes).toEqual(after);
  });

  it('turns sign-up off, keeping the other users-permissions settings', async () => {
    const fake = fakeStrapi({ public: [], authenticated: [] });
    await syncPermissions(fake.strapi);
    expect(fake.advanced()).toEqual({ unique_email: true, allow_register: false });
    const none = fakeStrapi({ public: [], authenticated: [] }, null);
    await syncPermissions(none.strapi);
    expect(none.advanced()).toEqual({ allow_register: false });
  });

  it('stops start-up when a role is missing', async () => {
    await expect(syncPermissions(fakeStrapi({ public: [] }).strapi)).rejects.toThrow('users-permissions role "authenticated" is missing');
  });
});
