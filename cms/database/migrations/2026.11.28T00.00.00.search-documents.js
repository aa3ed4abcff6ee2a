// The site search's full-text index (cms/src/search): one row per published page or resource
// that a visitor can find, with every word they can read on it (decision 0019). Strapi leaves
// tables it does not know alone, so this is the one place the table is made; running it twice
// changes nothing.
// - SQLite: an FTS5 table. title_words, headings_words and body_words are indexed (porter
//   stemming on unicode61 words); everything else is stored beside them, unindexed.
// - PostgreSQL: a table with a weighted tsvector (title A, headings and summary B, body C) kept
//   by the database itself (a generated column) and a GIN index, in a text search configuration
//   of its own: English stemming for words, but words with digits ("4g", "5g") and hyphenated
//   product names kept as they are.
// The *_words columns hold the texts as shared/src/search/normalise.ts indexWords splits them
// ("SD-WAN" -> "sd wan sdwan"), so "sdwan", "sd-wan" and "sd wan" all find it on both databases.
// search_file_texts keeps the text of each uploaded PDF, extracted once when it is uploaded.
'use strict';

const STORED = ['doc_key', 'kind', 'resource_type', 'url', 'title', 'description', 'body_text', 'doc_url', 'youtube_url', 'published_date', 'type_weight'];

module.exports = {
  async up(knex) {
    const client = knex.client.config.client;
    const postgres = client === 'postgres' || client === 'pg';
    if (!(await knex.schema.hasTable('search_file_texts'))) {
      await knex.schema.createTable('search_file_texts', (t) => {
        t.string('file_hash', 255).primary();
        t.text('text');
      });
    }
    if (postgres) {
      const config = await knex.raw("SELECT 1 FROM pg_ts_config WHERE cfgname = 'ironbark_english'");
      if (config.rows.length === 0) {
        await knex.raw('CREATE TEXT SEARCH CONFIGURATION ironbark_english (COPY = english)');
        await knex.raw('ALTER TEXT SEARCH CONFIGURATION ironbark_english ALTER MAPPING FOR numword, numhword, hword_numpart, hword, hword_part, hword_asciipart, asciihword WITH simple');
      }
      await knex.raw(`CREATE TABLE IF NOT EXISTS search_documents (
        doc_key varchar(80) PRIMARY KEY,
        kind varchar(16) NOT NULL,
        resource_type varchar(32),
        url text NOT NULL,
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        body_text text NOT NULL DEFAULT '',
        doc_url text,
        youtube_url text,
        published_date varchar(10),
        type_weight real NOT NULL DEFAULT 1,
        title_words text NOT NULL DEFAULT '',
        headings_words text NOT NULL DEFAULT '',
        body_words text NOT NULL DEFAULT '',
        search_vector tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('ironbark_english'::regconfig, title_words), 'A') ||
          setweight(to_tsvector('ironbark_english'::regconfig, headings_words), 'B') ||
          setweight(to_tsvector('ironbark_english'::regconfig, body_words), 'C')
        ) STORED
      )`);
      await knex.raw('CREATE INDEX IF NOT EXISTS search_documents_vector_idx ON search_documents USING gin (search_vector)');
      return;
    }
    const unindexed = STORED.map((c) => `${c} UNINDEXED`).join(', ');
    await knex.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS search_documents USING fts5(title_words, headings_words, body_words, ${unindexed}, tokenize = 'porter unicode61')`);
  },
};
