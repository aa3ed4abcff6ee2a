// Turns a stored version back into document-service input: ids and timestamps stripped (new
// component rows are made), blocks whose component no longer exists dropped and named, fields the
// content type no longer has left out, media by id and relations by documentId when they still
// exist (the missing ones are named too). Nothing here publishes.
import type { Core } from '@strapi/strapi';
import { blockLabel } from './compare';

interface Attribute {
  type: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
  multiple?: boolean;
  target?: string;
  relation?: string;
  private?: boolean;
}

const SYSTEM = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale', 'localizations', 'createdBy', 'updatedBy']);

export interface RestoreInput {
  data: Record<string, unknown>;
  /** Blocks left out because their block type no longer exists, in the editor's words. */
  droppedBlocks: string[];
  /** Files and linked entries that no longer exist (left empty). */
  missing: string[];
}

type Doc = Record<string, unknown>;
const isObject = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

function attributesOf(strapi: Core.Strapi, uid: string): Record<string, Attribute> | null {
  const component = (strapi.components as unknown as Record<string, { attributes: Record<string, Attribute> }>)[uid];
  if (component) return component.attributes;
  const model = strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { attributes?: Record<string, Attribute> } | undefined;
  return model?.attributes ?? null;
}

export async function restoreInput(strapi: Core.Strapi, uid: string, snapshot: Doc): Promise<RestoreInput> {
  const droppedBlocks: string[] = [];
  const missing: string[] = [];
  const fileExists = new Map<number, boolean>();
  const entryExists = new Map<string, boolean>();

  async function file(v: unknown): Promise<number | null> {
    const id = isObject(v) ? Number(v.id) : Number(v);
    if (!Number.isInteger(id)) return null;
    if (!fileExists.has(id)) fileExists.set(id, !!(await strapi.db.query('plugin::upload.file').findOne({ where: { id }, select: ['id'] })));
    if (!fileExists.get(id)) {
      missing.push(`file ${isObject(v) && typeof v.name === 'string' ? v.name : id}`);
      return null;
    }
    return id;
  }

  async function entry(target: string, v: unknown): Promise<string | null> {
    const documentId = isObject(v) ? v.documentId : v;
    if (typeof documentId !== 'string') return null;
    const key = `${target}:${documentId}`;
    if (!entryExists.has(key)) entryExists.set(key, !!(await strapi.db.query(target as never).findOne({ where: { documentId }, select: ['id'] } as never)));
    if (!entryExists.get(key)) {
      const name = isObject(v) ? (['title', 'name', 'slug', 'path'].map((k) => v[k]).find((x) => typeof x === 'string') as string | undefined) : undefined;
      missing.push(`linked ${name ? `"${name}"` : documentId}`);
      return null;
    }
    return documentId;
  }

  async function convert(modelUid: string, value: Doc): Promise<Doc> {
    const attrs = attributesOf(strapi, modelUid) ?? {};
    const out: Doc = {};
    for (const [name, attr] of Object.entries(attrs)) {
      if (SYSTEM.has(name) || !(name in value)) continue;
      const v = value[name];
      switch (attr.type) {
        case 'component': {
          if (!attr.component || v === null || v === undefined) {
            out[name] = v ?? null;
          } else if (attr.repeatable) {
            out[name] = Array.isArray(v) ? await Promise.all(v.filter(isObject).map((item) => convert(attr.component!, item))) : [];
          } else {
            out[name] = isObject(v) ? await convert(attr.component, v) : null;
          }
          break;
        }
        case 'dynamiczone': {
          const blocks: Doc[] = [];
          const items = Array.isArray(v) ? v.filter(isObject) : [];
          for (const [i, block] of items.entries()) {
            const type = String(block.__component ?? '');
            const known = (strapi.components as unknown as Record<string, unknown>)[type] && (attr.components ?? []).includes(type);
            if (!known) {
              const label = blockLabel(block);
              droppedBlocks.push(`Block ${i + 1} (${type || 'unknown type'}${label ? `: ${label}` : ''})`);
              continue;
            }
            blocks.push({ __component: type, ...(await convert(type, block)) });
          }
          out[name] = blocks;
          break;
        }
        case 'media': {
          if (attr.multiple) {
            const ids = [];
            for (const item of Array.isArray(v) ? v : []) {
              const id = await file(item);
              if (id !== null) ids.push(id);
            }
            out[name] = ids;
          } else {
            out[name] = v === null || v === undefined ? null : await file(v);
          }
          break;
        }
        case 'relation': {
          if (!attr.target || attr.private || attr.target.startsWith('admin::')) break;
          const items = Array.isArray(v) ? v : v === null || v === undefined ? [] : [v];
          const ids = [];
          for (const item of items) {
            const documentId = await entry(attr.target, item);
            if (documentId) ids.push({ documentId });
          }
          out[name] = { set: ids };
          break;
        }
        default:
          out[name] = v;
      }
    }
    return out;
  }

  return { data: await convert(uid, snapshot), droppedBlocks, missing };
}

/** The message for the editor after a restore. */
export function restoreMessage(input: Pick<RestoreInput, 'droppedBlocks' | 'missing'>, where = 'the draft'): string {
  const parts = [`The version was put into ${where}; it is not published until you publish it.`];
  if (input.droppedBlocks.length > 0) {
    parts.push(`Left out because their block type no longer exists: ${input.droppedBlocks.join('; ')}.`);
  }
  if (input.missing.length > 0) parts.push(`No longer exist and were left empty: ${input.missing.join('; ')}.`);
  return parts.join(' ');
}
