// PostgreSQL only: the vectors a search matches and ranks by, in a narrow table of their own
// (search_matches), with the GIN index moved there from search_documents. A broad two-word query
// ("network radio", 4,187 of 11,076 documents) read 2,103 heap blocks of search_documents, whose
// rows carry every column of the document inline (titles, words, both vectors: ~1.4 KB each), and
// ranking the best 500 by their whole vector decompressed each one. Here a row is its key and
// its small title-and-headings vector, the whole vector kept out of line and uncompressed
// (toast_tuple_target 128, storage EXTERNAL): the match reads ~15 times fewer heap blocks and the
// full ranking no longer decompresses. cms/src/search/store.ts writes a row here beside each
// document's; deleting a document deletes its row. SQLite needs nothing (FTS5). Running it twice
// changes nothing.
'use strict';

module.exports = {
  async up(knex) {
    const client = knex.client.config.client;
    if (client !== 'postgres' && client !== 'pg') return;
    await knex.raw(`CREATE TABLE IF NOT EXISTS search_matches (
      doc_key varchar(80) PRIMARY KEY REFERENCES search_documents (doc_key) ON DELETE CASCADE,
      head_vector tsvector NOT NULL,
      search_vector tsvector NOT NULL
    ) WITH (toast_tuple_target = 128)`);
    await knex.raw('ALTER TABLE search_matches ALTER COLUMN search_vector SET STORAGE EXTERNAL');
    await knex.raw('INSERT INTO search_matches (doc_key, head_vector, search_vector) SELECT doc_key, head_vector, search_vector FROM search_documents ON CONFLICT (doc_key) DO NOTHING');
    await knex.raw('CREATE INDEX IF NOT EXISTS search_matches_vector_idx ON search_matches USING gin (search_vector)');
    await knex.raw('DROP INDEX IF EXISTS search_documents_vector_idx');
  },
};
