// The rules of the definitions that Strapi's schema cannot express (a field's `check`, such as
// the site's one email rule), applied to data about to be saved: the CMS runs this for every
// create and update (cms/src/forms/form-submission-rules.ts), through components and
// dynamic zones, so an editor's or a form's value is refused by the same rule.
import type { ComponentRef, Field } from './fields.js';

export interface FieldProblem {
  path: (string | number)[];
  message: string;
}

type Fields = Record<string, Field<unknown>>;
type CrossCheck = ComponentRef<unknown>['check'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Problems of the fields present in `data` (absent fields are not checked: partial updates), and
 * of a component's rules across its fields (`crossCheck`: components are saved whole).
 */
export function fieldProblems(fields: Fields, data: unknown, path: (string | number)[] = [], crossCheck?: CrossCheck): FieldProblem[] {
  if (!isRecord(data)) return [];
  const problems: FieldProblem[] = (crossCheck?.(data) ?? []).map((p) => ({ path: [...path, p.field], message: p.message }));
  for (const [key, value] of Object.entries(data)) {
    const field = fields[key];
    if (!field || value === null || value === undefined) continue;
    const at = [...path, key];
    const message = field.check?.(value);
    if (message) problems.push({ path: at, message });
    const refs = field.components ?? [];
    if (field.strapi.type === 'component' && refs[0]) {
      const { fields: nested, check } = refs[0];
      if (Array.isArray(value)) value.forEach((item, i) => problems.push(...fieldProblems(nested, item, [...at, i], check)));
      else problems.push(...fieldProblems(nested, value, at, check));
    } else if (field.strapi.type === 'dynamiczone' && Array.isArray(value)) {
      value.forEach((item, i) => {
        const ref = isRecord(item) ? refs.find((r) => r.uid === item.__component) : undefined;
        if (ref) problems.push(...fieldProblems(ref.fields, item, [...at, i], ref.check));
      });
    }
  }
  return problems;
}

/**
 * Every component of one kind (by uid) in data about to be saved, with its path: through
 * components and dynamic zones, as fieldProblems walks them. For rules that need to read other
 * documents (the CMS applies them): a call to action's enquiry type against its form's.
 */
export function componentsIn(fields: Fields, data: unknown, uid: string, path: (string | number)[] = []): { path: (string | number)[]; value: Record<string, unknown> }[] {
  if (!isRecord(data)) return [];
  const found: { path: (string | number)[]; value: Record<string, unknown> }[] = [];
  for (const [key, value] of Object.entries(data)) {
    const field = fields[key];
    if (!field || value === null || value === undefined) continue;
    const at = [...path, key];
    const refs = field.components ?? [];
    const visit = (ref: ComponentRef<unknown>, item: unknown, where: (string | number)[]) => {
      if (!isRecord(item)) return;
      if (ref.uid === uid) found.push({ path: where, value: item });
      found.push(...componentsIn(ref.fields, item, uid, where));
    };
    if (field.strapi.type === 'component' && refs[0]) {
      if (Array.isArray(value)) value.forEach((item, i) => visit(refs[0]!, item, [...at, i]));
      else visit(refs[0], value, at);
    } else if (field.strapi.type === 'dynamiczone' && Array.isArray(value)) {
      value.forEach((item, i) => {
        const ref = isRecord(item) ? refs.find((r) => r.uid === item.__component) : undefined;
        if (ref) visit(ref, item, [...at, i]);
      });
    }
  }
  return found;
}
