// Brings a database made before the content types were generated from shared/ up to date. Strapi
// runs this before it syncs the tables to the schema, which would otherwise drop the renamed
// columns with their data:
// - the campaign form is spelt campaign-lead everywhere (was campaign_lead in form blocks and
//   leads);
// - leads: organisation -> company, page_path -> landing_path, data -> extra (the other answers),
//   status -> lead_status (in_progress -> contacted), the message copied out of the answers, and
//   a submission key for leads stored before there was one.
// A new database has none of these tables yet, so every step checks first; running it twice
// changes nothing.
'use strict';

const LEADS = 'form_submissions';
const RENAMES = [
  ['organisation', 'company'],
  ['page_path', 'landing_path'],
  ['data', 'extra'],
  ['status', 'lead_status'],
];

function answersOf(value) {
  if (value && typeof value === 'object') return value;
  try {
    return typeof value === 'string' ? JSON.parse(value) : {};
  } catch {
    return {};
  }
}

module.exports = {
  async up(knex) {
    const hasColumn = (table, column) => knex.schema.hasColumn(table, column);

    if ((await knex.schema.hasTable('components_blocks_forms')) && (await hasColumn('components_blocks_forms', 'form'))) {
      await knex('components_blocks_forms').where({ form: 'campaign_lead' }).update({ form: 'campaign-lead' });
    }

    if (!(await knex.schema.hasTable(LEADS))) return;
    for (const [from, to] of RENAMES) {
      if ((await hasColumn(LEADS, from)) && !(await hasColumn(LEADS, to))) {
        await knex.schema.alterTable(LEADS, (table) => table.renameColumn(from, to));
      }
    }
    if (await hasColumn(LEADS, 'form')) {
      await knex(LEADS).where({ form: 'campaign_lead' }).update({ form: 'campaign-lead' });
    }
    if (await hasColumn(LEADS, 'lead_status')) {
      await knex(LEADS).where({ lead_status: 'in_progress' }).update({ lead_status: 'contacted' });
    }

    if (!(await hasColumn(LEADS, 'message'))) await knex.schema.alterTable(LEADS, (table) => table.text('message'));
    if (!(await hasColumn(LEADS, 'submission_key'))) await knex.schema.alterTable(LEADS, (table) => table.string('submission_key'));
    const hasExtra = await hasColumn(LEADS, 'extra');
    const rows = await knex(LEADS)
      .whereNull('submission_key')
      .select(['id', 'document_id', ...(hasExtra ? ['extra'] : []), 'message']);
    for (const row of rows) {
      const answers = answersOf(row.extra);
      const message = row.message ?? answers.message ?? answers.interest ?? null;
      await knex(LEADS)
        .where({ id: row.id })
        .update({
          submission_key: `legacy-${row.document_id ?? String(row.id).padStart(12, '0')}`,
          message: typeof message === 'string' ? message.slice(0, 4000) : null,
        });
    }
  },
};
