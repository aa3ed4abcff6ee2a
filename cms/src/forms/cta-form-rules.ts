// A call to action's "Enquiry type chosen in advance" is one of the enquiry types of the form the
// button opens, as that form has them now: a form from Forms (the link's "Or a form from Forms",
// a relation) or one of the three by name (contact, partner, campaign lead: their CMS forms once
// seeded, else their code definitions). The shared element cannot read the CMS, so the CMS checks
// it here on every create and update of a document that holds buttons (pages' blocks), naming
// the button's field like the other save-time rules (form-submission-rules validationError).
import type { Core } from '@strapi/strapi';
import { linkElement } from '@ironbark/shared/blocks/elements/link';
import { ctaEnquiryProblem, ctaEnquiryType, type CtaFormChoice } from '@ironbark/shared/forms/cta-form';
import { FORM_LABELS, isFormName } from '@ironbark/shared/blocks/form-names';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { contentTypeDefinition } from '@ironbark/shared/content/content-types';
import { formContentType } from '@ironbark/shared/content/form';
import { enquiryOptions } from '@ironbark/shared/forms/definitions';
import { cmsEnquiryOptions } from '@ironbark/shared/forms/field-kinds/index';
import { componentsIn, type FieldProblem } from '@ironbark/shared/schema/checks';
import { relationTargets, validationError } from './form-submission-rules';

const FORM_UID = CONTENT_TYPE_UIDS.form;

/**
 * Which form from Forms a saved button names, from its data as the writer sent it: a document
 * (by documentId or id), none, or the one it has stored ("stored": an update that leaves the
 * relation as it was, such as the admin's { connect: [], disconnect: [] } or no value at all, of a
 * button that has a stored row).
 */
export type BuiltFormChoice = { documentId: string } | { id: number } | 'stored' | null;

export function builtFormChoice(link: Record<string, unknown>): BuiltFormChoice {
  const value = link.builtForm;
  const stored: BuiltFormChoice = typeof link.id === 'number' ? 'stored' : null;
  if (value === undefined) return stored;
  if (value === null) return null;
  const { ids, documentIds } = relationTargets(value);
  if (documentIds[0]) return { documentId: documentIds[0] };
  if (ids[0] !== undefined) return { id: ids[0] };
  if (typeof value === 'object' && !Array.isArray(value)) {
    const change = value as { disconnect?: unknown; set?: unknown };
    // Disconnected, or set to nothing: no form any more; an empty change leaves it as it was.
    if ((Array.isArray(change.disconnect) && change.disconnect.length > 0) || Array.isArray(change.set)) return null;
    return stored;
  }
  return null;
}

interface FormRow {
  documentId: string;
  name?: string | null;
  key?: string | null;
  fields?: unknown[] | null;
}

/** A form from Forms as it is published now (its draft when it has never been published). */
async function readForm(strapi: Core.Strapi, where: { documentId: string } | { key: string }): Promise<FormRow | null> {
  const documents = strapi.documents(FORM_UID);
  for (const status of ['published', 'draft'] as const) {
    const found = (await documents.findFirst({
      filters: 'documentId' in where ? { documentId: { $eq: where.documentId } } : { key: { $eq: where.key } },
      status,
      populate: formContentType.populate as never,
    })) as FormRow | null;
    if (found) return found;
  }
  return null;
}

function choiceOf(form: FormRow): CtaFormChoice {
  return { label: form.name ?? form.key ?? 'Form', options: cmsEnquiryOptions(form.fields) };
}

/** The form a saved button opens, as its enquiry type is checked: its name and enquiry types. */
async function formOfButton(strapi: Core.Strapi, link: Record<string, unknown>): Promise<CtaFormChoice | null> {
  let built = builtFormChoice(link);
  if (built === 'stored') {
    const row = (await strapi.db.query(linkElement.uid).findOne({
      where: { id: link.id },
      populate: { builtForm: { select: ['documentId'] } },
    })) as { builtForm?: { documentId?: string } | null } | null;
    built = row?.builtForm?.documentId ? { documentId: row.builtForm.documentId } : null;
  }
  if (built && 'id' in built) {
    const row = (await strapi.db.query(FORM_UID).findOne({ select: ['documentId'], where: { id: built.id } })) as { documentId?: string } | null;
    built = row?.documentId ? { documentId: row.documentId } : null;
  }
  if (built) {
    const form = await readForm(strapi, built);
    // A relation to a form that is gone is Strapi's own error to report; here it opens none.
    return form ? choiceOf(form) : null;
  }
  const name = link.form;
  if (!isFormName(name)) return null;
  const form = await readForm(strapi, { key: name });
  return form ? choiceOf(form) : { label: FORM_LABELS[name], options: enquiryOptions(name as Parameters<typeof enquiryOptions>[0]) };
}

/** The problems of the buttons in data about to be saved: each enquiry type against its form's. */
export async function ctaFormProblems(strapi: Core.Strapi, uid: string, data: unknown): Promise<FieldProblem[]> {
  const def = contentTypeDefinition(uid);
  if (!def) return [];
  const problems: FieldProblem[] = [];
  for (const { path, value } of componentsIn(def.fields, data, linkElement.uid)) {
    const enquiry = ctaEnquiryType(value as { enquiryType?: string | null });
    if (enquiry === null) continue;
    const message = ctaEnquiryProblem(enquiry, await formOfButton(strapi, value));
    if (message) problems.push({ path: [...path, 'enquiryType'], message });
  }
  return problems;
}

export function registerCtaFormRules(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'create' && context.action !== 'update') return next();
    const data = (context.params as { data?: unknown }).data;
    const problems = await ctaFormProblems(strapi, context.uid, data);
    if (problems.length > 0) throw validationError(problems);
    return next();
  });
}
