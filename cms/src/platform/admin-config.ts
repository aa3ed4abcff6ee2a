// The admin as code, applied at every start-up from the definitions in shared/:
// 1. the content manager's configuration of every content type and component (field labels,
//    descriptions and placeholders, which fields editors may change, edit-view rows and widths,
//    list columns, main field, default sort and page size). It is written the way the admin's own
//    "Configure the view" writes it: validated by the content manager's validator, then stored
//    with its service (core store keys plugin_content_manager_configuration_content_types::<uid>
//    and ..._components::<uid>). Changes made by hand in "Configure the view" are replaced on the
//    next start; change the definitions instead.
// 2. the admin Editor role's permissions on our content types (each definition's editorActions,
//    with every field), so a field added later is not hidden from editors and, for instance,
//    editors may read and update leads but not create or delete them. Fields a definition marks
//    read-only (what a visitor sent) are left out of "update", so the API refuses to change them
//    too, not only the edit view.
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { contentTypeDefinitions } from '@ironbark/shared/content/content-types';
import type { EditorAction } from '@ironbark/shared/schema/content-type';
import {
  componentAdminConfiguration,
  contentTypeAdminConfiguration,
  type AdminConfiguration,
} from '@ironbark/shared/schema/admin-config';
import { componentDefinitions } from '@ironbark/shared/strapi-codegen';

type Json = Record<string, unknown>;

interface StoredConfiguration {
  settings?: Json;
  metadatas?: Record<string, { edit?: Json; list?: Json }>;
  layouts?: Json;
}

interface ConfigurationService<M> {
  updateConfiguration(model: M, configuration: unknown): Promise<unknown>;
  findConfiguration(model: M): Promise<StoredConfiguration>;
}

type YupSchema = { validate(value: unknown, options: Json): Promise<unknown> };

/**
 * The content manager's own validator for a view configuration (what its "Configure the view"
 * endpoint runs). The package exports no path to it, so it is loaded from the installed files.
 */
function contentManagerValidator(): (model: unknown) => YupSchema {
  const root = path.dirname(require.resolve('@strapi/content-manager/package.json'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(path.join(root, 'dist/server/controllers/validation/model-configuration.js')) as
    | ((model: unknown) => YupSchema)
    | { default: (model: unknown) => YupSchema };
  return typeof loaded === 'function' ? loaded : loaded.default;
}

/** The stored configuration with ours laid over it (Strapi's own keys, e.g. sortable, are kept). */
export function mergeConfiguration(stored: StoredConfiguration, wanted: AdminConfiguration) {
  const metadatas: Record<string, { edit: Json; list: Json }> = {};
  for (const [name, meta] of Object.entries(stored.metadatas ?? {})) {
    const ours = wanted.metadatas[name];
    metadatas[name] = { edit: { ...meta.edit, ...ours?.edit }, list: { ...meta.list, ...ours?.list } };
  }
  return {
    settings: { ...stored.settings, ...wanted.settings },
    metadatas,
    layouts: { ...stored.layouts, edit: wanted.layouts.edit, list: wanted.layouts.list },
  };
}

async function configure<M>(
  service: ConfigurationService<M>,
  model: M | undefined,
  uid: string,
  wanted: AdminConfiguration,
  validator: (model: unknown) => YupSchema,
) {
  if (!model) throw new Error(`admin configuration: Strapi has no model ${uid}`);
  const stored = await service.findConfiguration(model);
  const merged = mergeConfiguration(stored, wanted);
  let valid: unknown;
  try {
    valid = await validator(model).validate(merged, { abortEarly: false, stripUnknown: true, strict: true });
  } catch (error) {
    const details = (error as { errors?: string[] }).errors?.join('; ') ?? (error as Error).message;
    throw new Error(`admin configuration of ${uid} was refused by the content manager: ${details}`);
  }
  await service.updateConfiguration(model, valid);
}

export async function applyAdminConfiguration(strapi: Core.Strapi) {
  const validator = contentManagerValidator();
  const contentManager = strapi.plugin('content-manager');
  const contentTypes = contentManager.service('content-types') as ConfigurationService<unknown> & {
    findContentType(uid: string): unknown;
  };
  const components = contentManager.service('components') as ConfigurationService<unknown> & {
    findComponent(uid: string): unknown;
  };
  for (const def of contentTypeDefinitions) {
    await configure(contentTypes, contentTypes.findContentType(def.uid), def.uid, contentTypeAdminConfiguration(def), validator);
  }
  for (const def of componentDefinitions()) {
    await configure(components, components.findComponent(def.uid), def.uid, componentAdminConfiguration(def), validator);
  }
  await ensureEditorPermissions(strapi);
}

const EDITOR_ROLE = 'strapi-editor';
/** Plugin actions the Editor role has: the leads plugin's measurement dashboard. */
export const EDITOR_PLUGIN_ACTIONS = ['plugin::leads.read'];
const ACTIONS: readonly EditorAction[] = ['create', 'read', 'update', 'delete', 'publish'];
/** Content-manager actions that carry the list of fields they apply to. */
const FIELD_ACTIONS = new Set<EditorAction>(['create', 'read', 'update']);

interface StoredPermission {
  id: number;
  properties?: { fields?: string[] } & Json;
}

/** The actions the Editor role should have on a content type (publish only with drafts). */
export function editorActionsFor(def: { draftAndPublish: boolean; admin: { editorActions: readonly EditorAction[] } }) {
  return ACTIONS.filter((a) => def.admin.editorActions.includes(a) && (a !== 'publish' || def.draftAndPublish));
}

/** The fields editors may change: all but those the definition marks read-only (nested paths by their top field). */
export function writableFields(def: { fields: Record<string, { meta: { readOnly?: boolean } }> }, fields: string[]): string[] {
  return fields.filter((f) => !def.fields[f.split('.')[0]!]?.meta.readOnly);
}

async function ensureEditorPermissions(strapi: Core.Strapi) {
  const role = (await strapi.db.query('admin::role').findOne({ where: { code: EDITOR_ROLE } })) as { id: number } | null;
  if (!role) return;
  const roles = strapi.service('admin::role') as unknown as {
    addPermissions(roleId: number, permissions: Json[]): Promise<unknown>;
  };
  const contentTypeService = strapi.service('admin::content-type') as unknown as {
    getNestedFields(model: unknown, options: { components: unknown }): string[];
  };
  const permissions = strapi.db.query('admin::permission');
  for (const action of EDITOR_PLUGIN_ACTIONS) {
    const held = await permissions.findOne({ where: { action, role: { id: role.id } } });
    if (!held) await roles.addPermissions(role.id, [{ action, subject: null, properties: {}, conditions: [] }]);
  }
  for (const def of contentTypeDefinitions) {
    const wanted = new Set(editorActionsFor(def));
    const fields = contentTypeService.getNestedFields(strapi.contentTypes[def.uid as keyof typeof strapi.contentTypes], {
      components: strapi.components,
    });
    for (const action of ACTIONS) {
      const actionId = `plugin::content-manager.explorer.${action}`;
      const stored = (await permissions.findMany({ where: { role: role.id, subject: def.uid, action: actionId } })) as StoredPermission[];
      if (!wanted.has(action)) {
        if (stored.length > 0) await permissions.deleteMany({ where: { id: { $in: stored.map((p) => p.id) } } });
        continue;
      }
      const allowed = action === 'update' ? writableFields(def, fields) : fields;
      const properties = FIELD_ACTIONS.has(action) ? { fields: allowed } : {};
      if (stored.length === 0) {
        await roles.addPermissions(role.id, [{ action: actionId, subject: def.uid, properties, conditions: [] }]);
        continue;
      }
      for (const p of stored) {
        const have = new Set(p.properties?.fields ?? []);
        if (FIELD_ACTIONS.has(action) && (allowed.length !== have.size || allowed.some((f) => !have.has(f)))) {
          await permissions.update({ where: { id: p.id }, data: { properties: { ...p.properties, fields: allowed } } });
        }
      }
    }
  }
}
