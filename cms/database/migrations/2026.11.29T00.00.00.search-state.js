// One counter every CMS process reads before answering a search (cms/src/search/generation.ts):
// raised after each change to the index or to the editors' search tuning, so a process that
// keeps answers in memory starts over when another process changed what they depend on.
// Running it twice changes nothing.
'use strict';

module.exports = {
  async up(knex) {
    if (await knex.schema.hasTable('search_state')) return;
    await knex.schema.createTable('search_state', (t) => {
      t.integer('id').primary();
      t.bigInteger('generation').notNullable().defaultTo(0);
    });
    await knex('search_state').insert({ id: 1, generation: 0 });
  },
};
