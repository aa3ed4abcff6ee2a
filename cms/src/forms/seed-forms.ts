// The three forms that were code (contact, partner application, campaign lead) become CMS forms of
// the form builder, with exactly their fields, texts and rules (shared forms/field-kinds
// cmsFieldsOf; a unit test there proves the round trip). Runs at every start-up and does its work
// once, on fresh and existing databases alike: each missing form is created and published, then a
// marker in Strapi's store records it, so a form an editor deletes or renames later is left alone.
// The gated-download form stays code: it is the resource's own short form, not an editor's.
import type { Core } from '@strapi/strapi';
import { BLOCK_FORM_NAMES, FORM_LABELS, type BlockFormName } from '@ironbark/shared/blocks/form-names';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { FORMS } from '@ironbark/shared/forms/definitions';
import { cmsFieldsOf } from '@ironbark/shared/forms/field-kinds/index';

export const FORMS_SEED_MARKER = { type: 'app', name: 'ironbark', key: 'forms-seed' } as const;

/** The CMS form of a code form: its name for editors, its key, heading, button and fields. */
export function seededForm(name: BlockFormName) {
  const def = FORMS[name];
  return {
    name: FORM_LABELS[name],
    key: name,
    heading: def.title,
    submitLabel: def.submitLabel,
    fields: cmsFieldsOf(def),
    sendWebhooks: true,
    archived: false,
  };
}

/** Which code forms to create: none once the marker is set, else those with no form of their key. */
export function formsToSeed(input: { marked: boolean; existingKeys: readonly string[] }): BlockFormName[] {
  if (input.marked) return [];
  return BLOCK_FORM_NAMES.filter((name) => !input.existingKeys.includes(name));
}

export async function seedFormsOnce(strapi: Core.Strapi) {
  const store = strapi.store({ type: FORMS_SEED_MARKER.type, name: FORMS_SEED_MARKER.name });
  const marked = Boolean(await store.get({ key: FORMS_SEED_MARKER.key }));
  if (marked) return;
  const existing = (await strapi.db.query(CONTENT_TYPE_UIDS.form).findMany({ select: ['key'] })) as { key: string }[];
  const missing = formsToSeed({ marked, existingKeys: existing.map((f) => f.key) });
  const documents = strapi.documents(CONTENT_TYPE_UIDS.form);
  for (const name of missing) {
    const created = await documents.create({ data: seededForm(name) as never });
    await documents.publish({ documentId: created.documentId });
  }
  await store.set({ key: FORMS_SEED_MARKER.key, value: { state: 'done', at: new Date().toISOString(), created: missing } });
  if (missing.length > 0) strapi.log.info(`forms: created and published the ${missing.join(', ')} forms from their code definitions`);
}
