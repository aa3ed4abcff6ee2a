import { describe, expect, it } from 'vitest';
import { blogContentType } from '../content/blog.js';
import { contentTypeDefinitions } from '../content/content-types.js';
import { formSubmissionContentType } from '../content/form-submission.js';
import { pageContentType } from '../content/page.js';
import { redirectContentType } from '../content/redirect.js';
import { componentDefinitions } from '../strapi-codegen.js';
import { linkElement } from '../blocks/elements/link.js';
import { testimonialBlock } from '../blocks/testimonial.js';
import {
  componentAdminConfiguration,
  componentMainField,
  contentTypeAdminConfiguration,
  editLayout,
  fieldWidth,
} from './admin-config.js';
import type { FieldMap } from './define.js';
import { boolean, component, json, string } from './fields.js';

const FULL_WIDTH = ['component', 'dynamiczone', 'blocks', 'json'];

describe('list columns, sort and main field of the content types', () => {
  it.each([
    [pageContentType.uid, pageContentType, ['title', 'path', 'updatedAt']],
    [blogContentType.uid, blogContentType, ['title', 'type', 'publishedDate', 'updatedAt']],
    [
      formSubmissionContentType.uid,
      formSubmissionContentType,
      ['name', 'leadStatus', 'owner', 'company', 'email', 'phone', 'form', 'enquiryType', 'sourcePage', 'campaign', 'createdAt'],
    ],
    [redirectContentType.uid, redirectContentType, ['from', 'to', 'type']],
  ] as const)('%s lists the agreed columns', (_uid, def, columns) => {
    expect(contentTypeAdminConfiguration(def).layouts.list).toEqual(columns);
  });

  it('shows pages and resources by title in relations and lists, leads by name', () => {
    expect(contentTypeAdminConfiguration(pageContentType).settings.mainField).toBe('title');
    expect(contentTypeAdminConfiguration(blogContentType).settings.mainField).toBe('title');
    expect(contentTypeAdminConfiguration(formSubmissionContentType).settings).toMatchObject({
      mainField: 'name',
      defaultSortBy: 'createdAt',
      defaultSortOrder: 'DESC',
    });
  });

  it('shows related pages by their title', () => {
    const meta = contentTypeAdminConfiguration(blogContentType).metadatas;
    expect(meta.industries?.edit?.mainField).toBe('title');
    expect(meta.services?.edit?.mainField).toBe('title');
  });

  it('keeps page sizes within what Strapi accepts (10 to 100)', () => {
    for (const def of contentTypeDefinitions) {
      const size = contentTypeAdminConfiguration(def).settings.pageSize;
      expect(size).toBeGreaterThanOrEqual(10);
      expect(size).toBeLessThanOrEqual(100);
    }
  });
});

describe('edit views', () => {
  it.each([...contentTypeDefinitions, ...componentDefinitions()].map((d) => [d.uid, d] as const))(
    '%s: rows of at most 12 columns, full-width types alone on a row, every visible field once',
    (_uid, def) => {
      const fields: FieldMap = def.fields;
      const rows = editLayout(fields);
      for (const row of rows) {
        expect(row.reduce((sum, f) => sum + f.size, 0)).toBeLessThanOrEqual(12);
        for (const cell of row) {
          if (FULL_WIDTH.includes(fields[cell.name]!.strapi.type)) expect(row).toEqual([cell]);
        }
      }
      const placed = rows.flat().map((c) => c.name);
      const visible = Object.entries(fields).filter(([, f]) => !f.meta.hidden).map(([n]) => n);
      expect(placed).toEqual(visible);
    },
  );

  it('packs fields in definition order and starts a new row when one does not fit', () => {
    const fields = {
      a: string({ label: 'A' }),
      b: string({ label: 'B', width: 8 }),
      c: boolean({ label: 'C', default: false }),
      d: json({ label: 'D', width: 4 }),
      e: string({ label: 'E', hidden: true }),
    };
    expect(editLayout(fields)).toEqual([
      [{ name: 'a', size: 6 }],
      [{ name: 'b', size: 8 }, { name: 'c', size: 4 }],
      [{ name: 'd', size: 12 }],
    ]);
    expect(fieldWidth(fields.d)).toBe(12);
  });

  it('labels, describes and locks fields as the definition says', () => {
    const meta = contentTypeAdminConfiguration(formSubmissionContentType).metadatas;
    expect(meta.leadStatus?.edit).toMatchObject({ label: 'Status', editable: true, visible: true });
    expect(meta.email?.edit).toMatchObject({ label: 'Email', editable: false });
    expect(meta.submissionKey?.edit).toMatchObject({ visible: false });
    expect(meta.createdAt?.list.label).toBe('Created');
    const page = contentTypeAdminConfiguration(pageContentType).metadatas;
    expect(page.showInSearch?.edit).toMatchObject({
      label: 'Show in site search',
      description: 'Show this page in the site search and the search index',
      placeholder: '',
    });
    expect(page.path?.edit?.placeholder).toBe('/services/cloud-services');
  });
});

describe('components', () => {
  it('name each entry of a repeatable component by its first required text', () => {
    expect(componentMainField(linkElement.fields)).toBe('label');
    expect(componentMainField(testimonialBlock.fields)).toBe('author');
    expect(componentMainField({ flag: boolean({ label: 'Flag', default: false }) })).toBe('id');
    expect(componentMainField({ note: string({ label: 'Note' }), links: component(linkElement, { label: 'Links', repeatable: true }) })).toBe('note');
  });

  it('never list a field Strapi cannot show in a list', () => {
    for (const def of componentDefinitions()) {
      const { layouts } = componentAdminConfiguration(def);
      for (const name of layouts.list) expect(['json', 'blocks', 'dynamiczone']).not.toContain(def.fields[name]!.strapi.type);
      expect(layouts.list.length).toBeLessThanOrEqual(4);
    }
  });
});
