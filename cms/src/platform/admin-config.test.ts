import { describe, expect, it } from 'vitest';
import { contentTypeAdminConfiguration } from '@ironbark/shared/schema/admin-config';
import { contentTypeDefinitions } from '@ironbark/shared/content/content-types';
import { pageContentType } from '@ironbark/shared/content/page';
import { editorActionsFor, mergeConfiguration } from './admin-config';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

describe('mergeConfiguration', () => {
  const stored = {
    settings: { bulkable: true, filterable: true, searchable: true, pageSize: 10, mainField: 'id', relationOpenMode: 'modal' },
    metadatas: {
      title: { edit: { label: 'title', description: '', placeholder: '', visible: true, editable: true }, list: { label: 'title', searchable: true, sortable: true } },
      blocks: { edit: { label: 'blocks', visible: true, editable: true }, list: { label: 'blocks', searchable: false, sortable: false } },
      id: { edit: {}, list: { label: 'id', searchable: true, sortable: true } },
      retired: { edit: { label: 'retired' }, list: { label: 'retired' } },
    },
    layouts: { list: ['id'], edit: [[{ name: 'title', size: 6 }]] },
  };
  const merged = mergeConfiguration(stored, contentTypeAdminConfiguration(pageContentType));

  it('lays the definitions\' labels, descriptions and settings over what Strapi stored, keeping Strapi\'s own keys', () => {
    expect(merged.settings).toMatchObject({ bulkable: true, relationOpenMode: 'modal', mainField: 'title', defaultSortBy: 'path', pageSize: 50 });
    expect(merged.metadatas.title).toEqual({
      edit: { label: 'Title', description: "The page's name in menus, breadcrumbs and cards", placeholder: '', visible: true, editable: true },
      list: { label: 'Title', searchable: true, sortable: true },
    });
    expect(merged.metadatas.blocks!.list).toMatchObject({ label: 'Blocks', sortable: false });
    expect(merged.metadatas.id!.list.label).toBe('ID');
  });

  it('replaces the layouts with the definitions\' ones', () => {
    expect(merged.layouts.list).toEqual(['title', 'path', 'updatedAt']);
    expect(merged.layouts.edit[0]).toEqual([{ name: 'title', size: 6 }, { name: 'path', size: 6 }]);
  });

  it('configures the attributes Strapi has, adding none (its validator refuses unknown ones)', () => {
    expect(Object.keys(merged.metadatas).sort()).toEqual(['blocks', 'id', 'retired', 'title']);
  });
});

describe('editorActionsFor', () => {
  it('lets editors read, update and delete leads (spam only, checked on delete) but not create them', () => {
    const lead = contentTypeDefinitions.find((d) => d.uid === CONTENT_TYPE_UIDS.formSubmission)!;
    expect(editorActionsFor(lead)).toEqual(['read', 'update', 'delete']);
  });

  it('gives publish only on types with drafts (navigation and global now have them)', () => {
    const actions = Object.fromEntries(contentTypeDefinitions.map((d) => [d.name, editorActionsFor(d)]));
    // Publish only where the type keeps drafts, whatever types there are (a new one included).
    for (const d of contentTypeDefinitions) if (!d.draftAndPublish) expect(actions[d.name], d.name).not.toContain('publish');
    expect(actions).toMatchObject({
      page: ['create', 'read', 'update', 'delete', 'publish'],
      blog: ['create', 'read', 'update', 'delete', 'publish'],
      global: ['read', 'update', 'publish'],
      navigation: ['read', 'update', 'publish'],
      redirect: ['create', 'read', 'update', 'delete'],
      'form-submission': ['read', 'update', 'delete'],
      campaign: ['create', 'read', 'update', 'delete'],
      'lead-routing': ['create', 'read', 'update'],
      'search-tuning': ['create', 'read', 'update'],
      form: ['create', 'read', 'update', 'delete', 'publish'],
    });
    expect(editorActionsFor({ draftAndPublish: false, admin: { editorActions: ['read', 'publish'] } })).toEqual(['read']);
  });
});

describe('writableFields', () => {
  it("keeps what a visitor sent out of the editors' update permission: a lead's status, owner and notes only", async () => {
    const { formSubmissionContentType } = await import('@ironbark/shared/content/form-submission');
    const { writableFields } = await import('./admin-config');
    const all = Object.keys(formSubmissionContentType.fields);
    expect(writableFields(formSubmissionContentType, all).sort()).toEqual(['leadStatus', 'notes', 'owner']);
  });
});
