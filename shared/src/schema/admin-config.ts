// The Strapi admin's content-manager configuration (labels, descriptions, placeholders, edit
// layout, list columns, sort order, main field) derived from the definitions. The CMS writes it
// at every start-up (cms/src/platform/admin-config.ts) through the content-manager's own
// validator and service, so editors always see what the definitions say and nobody has to
// click the layout together in "Configure the view".
import type { FieldMap } from './define.js';
import type { Field, FieldWidth } from './fields.js';
import type { SystemField } from './content-type.js';

export interface EditMetadata {
  label: string;
  description: string;
  placeholder: string;
  visible: boolean;
  editable: boolean;
  mainField?: string;
}

export interface AdminConfiguration {
  settings: { mainField: string; defaultSortBy: string; defaultSortOrder: 'ASC' | 'DESC'; pageSize: number };
  metadatas: Record<string, { edit?: EditMetadata; list: { label: string } }>;
  layouts: { edit: { name: string; size: number }[][]; list: string[] };
}

/** Strapi's grid: these types always take a whole row (content-manager field-sizes). */
const FULL_WIDTH_TYPES = new Set(['component', 'dynamiczone', 'blocks', 'richtext', 'json']);
/** Small by default (a third of the row). */
const SMALL_TYPES = new Set(['boolean', 'date', 'time', 'integer', 'biginteger', 'decimal', 'float']);
/** Types Strapi cannot show as a list column. */
const NOT_LISTABLE = new Set(['json', 'password', 'richtext', 'dynamiczone', 'blocks']);

const SYSTEM_LABELS: Record<SystemField, string> = {
  id: 'ID',
  documentId: 'Document ID',
  createdAt: 'Created',
  updatedAt: 'Last updated',
  publishedAt: 'Published',
};

/** The width a field takes in the admin's 12-column edit grid. */
export function fieldWidth(field: Field<unknown>): FieldWidth {
  if (FULL_WIDTH_TYPES.has(field.strapi.type)) return 12;
  return field.meta.width ?? (SMALL_TYPES.has(field.strapi.type) ? 4 : 6);
}

/** Edit-view rows: the visible fields in definition order, packed into rows of 12 columns. */
export function editLayout(fields: FieldMap): { name: string; size: number }[][] {
  const rows: { name: string; size: number }[][] = [];
  let row: { name: string; size: number }[] = [];
  let used = 0;
  for (const [name, field] of Object.entries(fields)) {
    if (field.meta.hidden) continue;
    const size = fieldWidth(field);
    if (used + size > 12) {
      rows.push(row);
      row = [];
      used = 0;
    }
    row.push({ name, size });
    used += size;
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

function metadatas(fields: FieldMap): AdminConfiguration['metadatas'] {
  const out: AdminConfiguration['metadatas'] = {};
  for (const [name, field] of Object.entries(fields)) {
    const edit: EditMetadata = {
      label: field.meta.label,
      description: field.meta.description ?? '',
      placeholder: field.meta.placeholder ?? '',
      visible: !field.meta.hidden,
      editable: !field.meta.readOnly,
    };
    if (field.mainField !== undefined) edit.mainField = field.mainField;
    out[name] = { edit, list: { label: field.meta.label } };
  }
  for (const [name, label] of Object.entries(SYSTEM_LABELS)) out[name] = { list: { label } };
  return out;
}

/** The configuration of a content type's admin screens. */
export function contentTypeAdminConfiguration(def: {
  fields: FieldMap;
  admin: { mainField: string; listColumns: readonly string[]; sort: { by: string; order: 'ASC' | 'DESC' }; pageSize?: number };
}): AdminConfiguration {
  return {
    settings: {
      mainField: def.admin.mainField,
      defaultSortBy: def.admin.sort.by,
      defaultSortOrder: def.admin.sort.order,
      pageSize: def.admin.pageSize ?? 20,
    },
    metadatas: metadatas(def.fields),
    layouts: { edit: editLayout(def.fields), list: [...def.admin.listColumns] },
  };
}

/**
 * The main field of a component: what the admin shows as the title of each entry of a
 * repeatable component (a card's title, a link's label) - the first required single-line text.
 */
export function componentMainField(fields: FieldMap): string {
  const strings = Object.entries(fields).filter(([, f]) => f.strapi.type === 'string');
  return (strings.find(([, f]) => f.strapi.required === true) ?? strings[0])?.[0] ?? 'id';
}

/** The configuration of a component's admin form. */
export function componentAdminConfiguration(def: { fields: FieldMap }): AdminConfiguration {
  const mainField = componentMainField(def.fields);
  const listable = Object.entries(def.fields)
    .filter(([, f]) => !NOT_LISTABLE.has(f.strapi.type) && !f.meta.hidden)
    .map(([name]) => name);
  return {
    settings: { mainField, defaultSortBy: mainField, defaultSortOrder: 'ASC', pageSize: 10 },
    metadatas: metadatas(def.fields),
    layouts: { edit: editLayout(def.fields), list: listable.slice(0, 4) },
  };
}
