// A form built by editors in the CMS (collection type "form"): its fields are the form builder's
// kinds (forms/field-kinds, one definition per kind), in a dynamic zone; published, it is what
// the site draws and checks submissions against (forms/field-kinds runtimeForm). Draft and
// publish, history and scheduling like pages (content-type-uids). See docs/decisions/0021.
import { defineContentType, type DocumentData } from '../schema/content-type.js';
import { boolean, dynamicZone, email, string, text, uid } from '../schema/fields.js';
import type { Field } from '../schema/field-types.js';
import { FIELD_KINDS, formFieldProblems } from '../forms/field-kinds/index.js';
import { CONTENT_TYPE_EDITORIAL } from './content-type-uids.js';
import { SLUG_PATTERN } from './patterns.js';

import { FORM_KEY_MAX } from '../blocks/form-names.js';

export { FORM_KEY_MAX };

function formFields(): Field<unknown> {
  const zone = dynamicZone(
    FIELD_KINDS.map((k) => k.component),
    { label: 'Fields', description: 'The questions in the order visitors see them; keep a field’s key once the form has leads' },
  );
  return {
    ...zone,
    // Keys used twice, keys the site keeps, two sets of enquiry types: refused on save, naming the field.
    check: (value) => {
      const problem = Array.isArray(value) ? formFieldProblems(value)[0] : undefined;
      return problem ? problem.message : null;
    },
  };
}

export const formContentType = defineContentType({
  kind: 'collectionType',
  singularName: 'form',
  pluralName: 'forms',
  displayName: CONTENT_TYPE_EDITORIAL.form.label,
  description: 'Forms of the site: their fields, thank-you message and who is told about their leads',
  draftAndPublish: true,
  fields: {
    name: string({ label: 'Name', required: true, max: 120, placeholder: 'Conference registration', description: 'How editors, the lead desk and the CSV name the form', width: 6 }),
    key: uid({
      label: 'Key',
      targetField: 'name',
      max: FORM_KEY_MAX,
      pattern: SLUG_PATTERN,
      patternMessage: 'Use lower-case letters, digits and hyphens, e.g. conference-registration',
      description: 'What its leads are filed under; keep it once the form has leads',
      width: 6,
    }),
    heading: string({ label: 'Heading', required: true, max: 120, placeholder: 'Register for the conference', width: 6 }),
    submitLabel: string({ label: 'Button text', required: true, max: 40, placeholder: 'Register', width: 6 }),
    fields: formFields(),
    thankYou: text({
      label: 'Thank-you message',
      max: 500,
      width: 12,
      placeholder: 'Thanks, we have your registration and will be in touch within one business day.',
      description: 'Shown once the form is sent; the site’s usual wording when empty',
    }),
    teamEmail: email({ label: 'Team e-mail', description: 'Also told about every lead of this form, besides the lead routing', width: 6 }),
    sendWebhooks: boolean({ default: true, label: 'Send to the lead webhooks', description: 'The CRM, Slack or Teams alerts set up for leads', width: 6 }),
    archived: boolean({ default: false, label: 'Archived', description: 'No longer offered on the site; its leads stay. A form with leads cannot be deleted: archive it instead', width: 6 }),
  },
  // "Open preview": the draft form drawn by the site (web features/preview), never sent.
  preview: { kind: 'form' },
  admin: {
    mainField: 'name',
    listColumns: ['name', 'key', 'archived', 'updatedAt'],
    sort: { by: 'name', order: 'ASC' },
    pageSize: 50,
    editorActions: ['create', 'read', 'update', 'delete', 'publish'],
  },
});

export type FormDocument = DocumentData<(typeof formContentType)['fields']>;
