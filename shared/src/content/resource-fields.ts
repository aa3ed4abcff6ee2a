// The fields staff set on a resource, part of the staff resource contract (resource-contract.ts):
// the web's input schema, the editor's form and the CMS's check of what staff send are built from
// this list. Limits come from the resource's definition (blog.ts), which also generates the CMS
// schema, so none of them is written twice.
//
// Adding a plain text field takes two edits, both here in shared/: the field in blog.ts's fields
// (with its limit) and its line in RESOURCE_TEXT_FIELDS below (label, panel, lines). The CMS reads
// the resource's schema from blog.ts when it starts (cms/src/api/blog/content-types/blog/schema.ts
// is a loader, so `npm run generate-components -w cms` changes no file for it), so a build and a
// restart give Strapi the new column. The web's input schema, the editor's form, the staff API and
// the CMS's check of what staff send then all take it: tests/integration/contract-field.ts
// adds one to a copy of the repository and saves it end to end (unit level, with stand-ins:
// web/src/features/staff/contract-field.test.tsx).
import { z } from 'zod';
import { isMultiLineText, isSingleLine, multiLineMessage, singleLineMessage } from '../forms/text-rules.js';
import { blogContentType } from './blog.js';

export interface StaffTextField {
  /** The field's name on the staff screens and in their messages ("Summary"). */
  label: string;
  /** Characters, after trimming. */
  max: number;
  /** A single line (no control characters at all), or several (line breaks and tabs kept). */
  lines: 'single' | 'multi';
  /** Where the editor shows it: the main column or the search engines panel. */
  panel: 'content' | 'search';
  /** Rows of a multi-line box. */
  rows?: number;
  hint?: string;
}

export type StaffTextFields = Readonly<Record<string, StaffTextField>>;

type BlogFieldName = keyof typeof blogContentType.fields;

/** The schema's length limit of a field of the resource definition. */
export function resourceMaxLength(field: BlogFieldName): number {
  const max = blogContentType.fields[field].strapi.maxLength;
  if (typeof max !== 'number') throw new Error(`The resource field ${String(field)} has no length limit`);
  return max;
}

const textField = (name: BlogFieldName, field: Omit<StaffTextField, 'max'>): StaffTextField => ({ ...field, max: resourceMaxLength(name) });

/** The optional plain text fields staff set, in the order the editor shows them. */
export const RESOURCE_TEXT_FIELDS = {
  excerpt: textField('excerpt', { label: 'Summary', lines: 'multi', panel: 'content', rows: 3, hint: 'One or two sentences for cards and lists.' }),
  metaTitle: textField('metaTitle', { label: 'Search title', lines: 'single', panel: 'search', hint: 'When it should differ from the title.' }),
  metaKeywords: textField('metaKeywords', { label: 'Search keywords', lines: 'multi', panel: 'search', rows: 3, hint: 'Words people search for, separated by commas.' }),
  metaDescription: textField('metaDescription', { label: 'Search description', lines: 'multi', panel: 'search', rows: 4, hint: 'The summary in search results.' }),
} as const satisfies StaffTextFields;

/** The fields staff may send beyond the text fields; each has its own rule on each side. */
export const RESOURCE_OTHER_FIELDS = ['title', 'slug', 'type', 'publishedDate', 'youtubeUrl', 'featured', 'body', 'cover', 'doc'] as const;

export interface ResourceContract<F extends StaffTextFields = StaffTextFields> {
  textFields: F;
}

export const resourceContract = { textFields: RESOURCE_TEXT_FIELDS } satisfies ResourceContract;

/** The shortest title (the schema's minimum). */
export const TITLE_MIN = typeof blogContentType.fields.title.strapi.minLength === 'number' ? blogContentType.fields.title.strapi.minLength : 3;

/** Text as sent, before trimming hides a trailing line break (shared/forms/text-rules). */
export function lineText(label: string, lines: 'single' | 'multi') {
  return lines === 'single'
    ? z.string().refine(isSingleLine, { message: singleLineMessage(label), abort: true })
    : z.string().refine(isMultiLineText, { message: multiLineMessage(label), abort: true });
}

const tooLong = (label: string, max: number) => `${label}: at most ${max} characters`;

/** What the staff API takes for a text field: trimmed, and empty (or absent) means cleared (null). */
export function textFieldInput(field: StaffTextField) {
  return lineText(field.label, field.lines)
    .trim()
    .max(field.max, tooLong(field.label, field.max))
    .optional()
    .transform((v) => (v ? v : null));
}

export type TextFieldInput = ReturnType<typeof textFieldInput>;

/** The staff API's schemas of every text field of a contract. */
export function textFieldInputs<F extends StaffTextFields>(contract: ResourceContract<F>): { [K in keyof F]: TextFieldInput } {
  return Object.fromEntries(Object.entries(contract.textFields).map(([name, field]) => [name, textFieldInput(field)])) as { [K in keyof F]: TextFieldInput };
}

export interface FieldProblem {
  path: [string];
  message: string;
}

/**
 * The CMS's check of what staff send to create or change a resource: only the contract's fields,
 * each text field a text (or null) within its rules. The other fields are checked by the schema
 * and the resource rules (validate-resources.ts). An empty list when all is well.
 */
export function resourceDataProblems(data: unknown, contract: ResourceContract = resourceContract): FieldProblem[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [{ path: ['data'], message: 'Send the resource as an object of fields' }];
  const problems: FieldProblem[] = [];
  for (const [name, value] of Object.entries(data)) {
    const field = contract.textFields[name];
    if (field) {
      if (value === null) continue;
      const parsed = lineText(field.label, field.lines).max(field.max, tooLong(field.label, field.max)).safeParse(value);
      if (!parsed.success) problems.push({ path: [name], message: typeof value === 'string' ? parsed.error.issues[0]!.message : `${field.label}: expected text` });
    } else if (!(RESOURCE_OTHER_FIELDS as readonly string[]).includes(name)) {
      problems.push({ path: [name], message: `Unknown field "${name}": staff may not set it` });
    }
  }
  return problems;
}

