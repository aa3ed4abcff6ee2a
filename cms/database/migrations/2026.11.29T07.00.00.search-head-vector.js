// PostgreSQL only: a second, small tsvector of each document's title and headings (weights A and
// B, as in search_vector), kept by the database like search_vector. Ranking a broad word over
// every match unpacked each document's whole vector, body included (30-50 ms for a word in 6,500
// of 11,000 documents); cms/src/search/store.ts now ranks this small one for every match and the
// whole one only for the best few hundred. Matching still uses search_vector and its GIN index.
// SQLite needs nothing: FTS5 ranks every match from its index alone. Running it twice changes nothing.
'use strict';

module.exports = {
  async up(knex) {
    const client = knex.client.config.client;
    if (client !== 'postgres' && client !== 'pg') return;
    await knex.raw(`ALTER TABLE search_documents ADD COLUMN IF NOT EXISTS head_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('ironbark_english'::regconfig, title_words), 'A') ||
      setweight(to_tsvector('ironbark_english'::regconfig, headings_words), 'B')
    ) STORED`);
  },
};
