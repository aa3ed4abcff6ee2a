// The Strapi schema files that come from the definitions in shared/: every content type and every
// component they use (found by walking their fields, so there is no separate list to keep).
// cms/scripts/generate-components.mjs writes them; a test fails when the files in cms/ differ, so
// they are never edited by hand.
import { contentTypeDefinitions } from './content/content-types.js';
import type { ComponentDefinition, FieldMap } from './schema/define.js';
import type { ComponentRef } from './schema/fields.js';

type GeneratedComponent = ComponentDefinition<string, unknown>;

/** Every component the content types use, directly or nested, in first-use order. */
function collectComponents(): GeneratedComponent[] {
  const found = new Map<string, GeneratedComponent>();
  const visit = (fields: FieldMap) => {
    for (const field of Object.values(fields)) {
      for (const ref of field.components ?? []) {
        const known = found.get(ref.uid);
        if (known) {
          if (known !== (ref as ComponentRef<unknown>)) throw new Error(`Two definitions share the component uid ${ref.uid}`);
          continue;
        }
        found.set(ref.uid, ref as GeneratedComponent);
        visit(ref.fields);
      }
    }
  };
  for (const def of contentTypeDefinitions) visit(def.fields);
  return [...found.values()];
}

const components = collectComponents();
const byUid = new Map(components.map((c) => [c.uid, c]));

/** The definition of a generated component, for code that walks data field by field. */
export function componentDefinition(uid: string): GeneratedComponent | undefined {
  return byUid.get(uid);
}

/** Every generated component definition. */
export function componentDefinitions(): readonly GeneratedComponent[] {
  return components;
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Every generated file, by its path relative to cms/. */
export function strapiGeneratedFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const c of components) {
    files.set(`src/components/${c.category}/${c.name}.json`, json(c.strapiSchema));
  }
  for (const def of contentTypeDefinitions) {
    files.set(`src/api/${def.name}/content-types/${def.name}/schema.json`, json(def.strapiSchema));
  }
  return files;
}

/** Folders whose every JSON file is generated: a file there that is not generated is stale. */
export const GENERATED_COMPONENT_CATEGORIES = [...new Set(components.map((c) => c.category))] as const;
