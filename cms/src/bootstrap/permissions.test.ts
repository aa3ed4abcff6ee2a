import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import manageRoutes from '../api/blog/routes/01-manage';
import { PUBLIC_ACTIONS, STAFF_ACTIONS, STAFF_RESOURCE_ACTIONS } from './permissions';
import { WEB_TOKEN_ACTIONS } from './api-token';

describe('staff (authenticated role) permissions', () => {
  it.each([
    'api::form-submission.form-submission.find',
    'api::form-submission.form-submission.findOne',
    'api::form-submission.form-submission.update',
    'api::page.page.find',
    'api::page.page.findOne',
    'api::navigation.navigation.find',
    'api::global.global.find',
    'api::redirect.redirect.find',
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
      'api::blog.blog.find',
      'api::blog.blog.create',
      'api::blog.blog.update',
      'api::blog.blog.delete',
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
    const handlers = manageRoutes.routes.map((r) => `api::blog.blog.${r.handler.split('.')[1]}`);
    const core = ['find', 'findOne', 'create', 'update', 'delete'].map((a) => `api::blog.blog.${a}`);
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
      expect(action).toMatch(/\.(find|findOne|callback|refresh|logout)$/);
    }
    expect(PUBLIC_ACTIONS).not.toContain('plugin::users-permissions.auth.register');
    expect(PUBLIC_ACTIONS.some((a) => a.startsWith('api::form-submission'))).toBe(false);
    expect(PUBLIC_ACTIONS.some((a) => a.startsWith('plugin::upload'))).toBe(false);
  });
});

describe("the web server's API token", () => {
  it('holds the trusted staff login action (nobody else does)', () => {
    expect(WEB_TOKEN_ACTIONS).toContain('api::staff-auth.staff-auth.login');
    expect(PUBLIC_ACTIONS).not.toContain('api::staff-auth.staff-auth.login');
  });
});
