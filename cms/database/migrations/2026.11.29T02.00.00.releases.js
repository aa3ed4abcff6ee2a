// Releases (cms/src/plugins/scheduling/server/releases*.ts): a named group of publishes and
// unpublishes that go live together, now or at a time (a scheduling job of kind "release").
// Two tables of the scheduling plugin's own, made here once (Strapi records each migration it
// ran), on SQLite and PostgreSQL alike; a release's status moves on with one conditional UPDATE,
// so of several CMS processes exactly one publishes it. Running it twice changes nothing.
'use strict';

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('ib_releases'))) {
      await knex.schema.createTable('ib_releases', (t) => {
        t.increments('id');
        t.string('name', 200).notNullable();
        t.string('status', 16).notNullable().defaultTo('draft');
        t.timestamp('scheduled_at', { useTz: true });
        t.integer('job_id');
        t.text('outcome');
        t.integer('created_by_id');
        t.string('created_by_name', 200);
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
        t.timestamp('finished_at', { useTz: true });
        t.index(['status'], 'ib_releases_status_idx');
      });
    }
    if (!(await knex.schema.hasTable('ib_release_entries'))) {
      await knex.schema.createTable('ib_release_entries', (t) => {
        t.increments('id');
        t.integer('release_id').notNullable().references('id').inTable('ib_releases').onDelete('CASCADE');
        t.string('uid', 100).notNullable();
        t.string('document_id', 64).notNullable();
        t.string('locale', 20);
        t.string('action', 16).notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.index(['release_id'], 'ib_release_entries_release_idx');
        t.index(['uid', 'document_id'], 'ib_release_entries_document_idx');
      });
    }
  },
};
