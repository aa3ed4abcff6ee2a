// The leads plugin's own tables (Strapi's schema sync leaves tables it did not create alone), made
// here, once, in the database's migration history instead of at every start:
// - ib_measure_events: first-party measurement's raw events (purged after RAW_EVENT_DAYS);
// - ib_measure_daily: the counts by day and by the keys each kind of event is broken down by
//   (what the dashboard reads; cms/src/plugins/leads/server/measurement-store.ts);
// - ib_lead_turns: the round-robin turn every CMS process takes its next lead owner from.
// A database made before this migration (the tables made at start, maybe without the columns a
// later version added) gets the missing columns; running it twice changes nothing.
'use strict';

const EVENTS = 'ib_measure_events';
const DAILY = 'ib_measure_daily';
const TURNS = 'ib_lead_turns';

async function addMissingColumns(knex, table, columns) {
  for (const [name, add] of Object.entries(columns)) {
    if (!(await knex.schema.hasColumn(table, name))) await knex.schema.alterTable(table, add);
  }
}

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable(EVENTS))) {
      await knex.schema.createTable(EVENTS, (t) => {
        t.increments('id');
        t.string('type', 32).notNullable();
        t.string('path', 200).notNullable();
        t.string('referrer_host', 253);
        t.string('cta', 80);
        t.string('campaign', 80);
        for (const k of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) t.string(k, 100);
        t.string('form', 32);
        t.string('term', 25);
        t.timestamp('at', { useTz: true }).notNullable().index(`${EVENTS}_at_idx`);
      });
    }
    await addMissingColumns(knex, EVENTS, {
      landing: (t) => void t.string('landing', 200),
      demo: (t) => void t.boolean('demo').notNullable().defaultTo(false),
    });
    if (!(await knex.schema.hasTable(DAILY))) {
      await knex.schema.createTable(DAILY, (t) => {
        t.increments('id');
        // yyyy-mm-dd in the site's time zone: sorts and compares as text.
        t.string('day', 10).notNullable().index(`${DAILY}_day_idx`);
        t.string('event', 32).notNullable();
        t.string('path', 200).notNullable();
        t.string('campaign', 80).notNullable().defaultTo('');
        t.string('cta', 80).notNullable().defaultTo('');
        t.string('term', 25).notNullable().defaultTo('');
        t.integer('count').notNullable().defaultTo(0);
      });
    }
    await addMissingColumns(knex, DAILY, {
      landing: (t) => void t.string('landing', 200).notNullable().defaultTo(''),
      source: (t) => void t.string('source', 100).notNullable().defaultTo(''),
      medium: (t) => void t.string('medium', 100).notNullable().defaultTo(''),
      referrer: (t) => void t.string('referrer', 253).notNullable().defaultTo(''),
      demo: (t) => void t.boolean('demo').notNullable().defaultTo(false),
    });
    // Every dashboard query reads one range of days for some kinds of event.
    await knex.raw(`CREATE INDEX IF NOT EXISTS ${DAILY}_day_event_idx ON ${DAILY} (day, event)`);
    if (!(await knex.schema.hasTable(TURNS))) {
      await knex.schema.createTable(TURNS, (t) => {
        t.string('name', 40).primary();
        t.bigInteger('turn').notNullable().defaultTo(0);
      });
    }
  },
};
