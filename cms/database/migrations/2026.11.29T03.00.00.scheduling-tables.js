// The scheduling plugin's own tables (cms/src/plugins/scheduling/server/store.ts; ADR 0014), made
// here, once, in the database's migration history instead of at every start:
// - ib_schedule_jobs: scheduled publishes, unpublishes and releases, each claimed by one CMS
//   process with one conditional UPDATE;
// - ib_audit_entries: the audit trail (kept a year).
// A database made before this migration (the tables made at start by the plugin's ensureTables,
// the same columns since its first version) keeps its tables and rows as they are: only what is
// missing (a table, a column, an index) is added. Running it twice changes nothing.
'use strict';

const JOBS = 'ib_schedule_jobs';
const AUDIT = 'ib_audit_entries';

const JOB_COLUMNS = {
  uid: (t) => void t.string('uid', 100).notNullable(),
  document_id: (t) => void t.string('document_id', 64).notNullable(),
  locale: (t) => void t.string('locale', 20),
  action: (t) => void t.string('action', 16).notNullable(),
  run_at: (t) => void t.timestamp('run_at', { useTz: true }).notNullable(),
  status: (t) => void t.string('status', 16).notNullable().defaultTo('pending'),
  error: (t) => void t.text('error'),
  attempts: (t) => void t.integer('attempts').notNullable().defaultTo(0),
  created_by_id: (t) => void t.integer('created_by_id'),
  created_by_name: (t) => void t.string('created_by_name', 200),
  claimed_by: (t) => void t.string('claimed_by', 100),
  claimed_at: (t) => void t.timestamp('claimed_at', { useTz: true }),
  created_at: (t) => void t.timestamp('created_at', { useTz: true }).notNullable(),
  finished_at: (t) => void t.timestamp('finished_at', { useTz: true }),
};

const AUDIT_COLUMNS = {
  at: (t) => void t.timestamp('at', { useTz: true }).notNullable(),
  action: (t) => void t.string('action', 16).notNullable(),
  uid: (t) => void t.string('uid', 100).notNullable(),
  document_id: (t) => void t.string('document_id', 64),
  locale: (t) => void t.string('locale', 20),
  actor_kind: (t) => void t.string('actor_kind', 10).notNullable(),
  actor_id: (t) => void t.string('actor_id', 64),
  actor_name: (t) => void t.string('actor_name', 200),
  actor_email: (t) => void t.string('actor_email', 200),
  summary: (t) => void t.string('summary', 500),
};

/** Makes the table with every column, or adds to an existing one the columns it lacks. */
async function table(knex, name, columns) {
  if (!(await knex.schema.hasTable(name))) {
    await knex.schema.createTable(name, (t) => {
      t.increments('id');
      for (const add of Object.values(columns)) add(t);
    });
    return;
  }
  for (const [column, add] of Object.entries(columns)) {
    // None has changed since the first version; a column added later comes with a default here.
    if (!(await knex.schema.hasColumn(name, column))) await knex.schema.alterTable(name, add);
  }
}

module.exports = {
  async up(knex) {
    await table(knex, JOBS, JOB_COLUMNS);
    await table(knex, AUDIT, AUDIT_COLUMNS);
    // The names the start-up code gave them, so a database it made is left as it is.
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${JOBS}_due_idx ON ${JOBS} (status, run_at)`);
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${JOBS}_entry_idx ON ${JOBS} (uid, document_id)`);
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${AUDIT}_at_idx ON ${AUDIT} (at)`);
  },
};
