// The populate that reads a whole document for a version: every component and dynamic-zone block
// with their own components, media (id, name, address, alternative text) and relations (id,
// documentId and a readable name), built from the content type's schema so a new block or field
// is kept without a change here. The admin's own relations (createdBy, updatedBy) are left out.
import type { Core } from '@strapi/strapi';

interface Attribute {
  type: string;
  component?: string;
  components?: string[];
  target?: string;
  private?: boolean;
}

const SKIPPED = new Set(['createdBy', 'updatedBy', 'localizations']);
const NAME_FIELDS = ['title', 'name', 'label', 'slug', 'path'];
const MAX_DEPTH = 6;

function attributesOf(strapi: Core.Strapi, uid: string): Record<string, Attribute> {
  const model = (strapi.components as unknown as Record<string, { attributes: Record<string, Attribute> }>)[uid] ?? strapi.getModel(uid as never);
  return ((model as { attributes?: Record<string, Attribute> } | undefined)?.attributes ?? {}) as Record<string, Attribute>;
}

/** The readable field of a relation's target ("title", "name"...), or none. */
export function nameField(strapi: Core.Strapi, target: string): string | undefined {
  const attrs = attributesOf(strapi, target);
  return NAME_FIELDS.find((f) => attrs[f] && ['string', 'uid', 'text'].includes(attrs[f]!.type));
}

export function deepPopulate(strapi: Core.Strapi, uid: string, depth = 0): Record<string, unknown> {
  const populate: Record<string, unknown> = {};
  if (depth > MAX_DEPTH) return populate;
  for (const [name, attr] of Object.entries(attributesOf(strapi, uid))) {
    if (SKIPPED.has(name)) continue;
    if (attr.type === 'component' && attr.component) {
      const inner = deepPopulate(strapi, attr.component, depth + 1);
      populate[name] = Object.keys(inner).length > 0 ? { populate: inner } : true;
    } else if (attr.type === 'dynamiczone' && attr.components) {
      const on: Record<string, unknown> = {};
      for (const component of attr.components) {
        const inner = deepPopulate(strapi, component, depth + 1);
        on[component] = Object.keys(inner).length > 0 ? { populate: inner } : true;
      }
      populate[name] = { on };
    } else if (attr.type === 'media') {
      populate[name] = { fields: ['name', 'url', 'alternativeText'] };
    } else if (attr.type === 'relation' && attr.target && !attr.private && !attr.target.startsWith('admin::')) {
      const field = nameField(strapi, attr.target);
      populate[name] = field ? { fields: [field] } : true;
    }
  }
  return populate;
}
