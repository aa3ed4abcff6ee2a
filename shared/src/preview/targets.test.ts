import { describe, expect, it } from 'vitest';
import { previewFieldsOf, previewTargetOf } from './targets.js';

describe('what "Open preview" shows', () => {
  it('a page by its path', () => {
    expect(previewFieldsOf('api::page.page')).toEqual(['path']);
    expect(previewTargetOf('api::page.page', { documentId: 'p1', path: '/gday22' })).toEqual({ kind: 'page', ref: '/gday22' });
    expect(previewTargetOf('api::page.page', { documentId: 'p1' })).toBeNull();
  });

  it('a resource by its documentId', () => {
    expect(previewFieldsOf('api::blog.blog')).toEqual([]);
    expect(previewTargetOf('api::blog.blog', { documentId: 'b1' })).toEqual({ kind: 'resource', ref: 'b1' });
  });

  it('a form by its documentId', () => {
    expect(previewFieldsOf('api::form.form')).toEqual([]);
    expect(previewTargetOf('api::form.form', { documentId: 'f1' })).toEqual({ kind: 'form', ref: 'f1' });
  });

  it('the home page for navigation and global settings', () => {
    expect(previewTargetOf('api::navigation.navigation', { documentId: 'n' })).toEqual({ kind: 'site', ref: '/' });
    expect(previewTargetOf('api::global.global', { documentId: 'g' })).toEqual({ kind: 'site', ref: '/' });
  });

  it('nothing for leads, redirects and unknown types', () => {
    for (const uid of ['api::form-submission.form-submission', 'api::redirect.redirect', 'plugin::users-permissions.user']) {
      expect(previewTargetOf(uid, { documentId: 'x' })).toBeNull();
    }
  });
});
