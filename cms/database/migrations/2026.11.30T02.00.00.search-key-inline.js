// PostgreSQL only: the document key of search_matches kept in the row (storage PLAIN). With the
// table's toast_tuple_target of 128 and the head vector held in the row (…T22.00.00), the tuple
// was still over 128 bytes, so the key itself (a resource's is ~33 bytes) went out of line:
// reading the keys of a word's matches (7,305 of 11,076 documents) read 23,339 buffers and took
// 28 ms, against 1,399 buffers and 5 ms for the matching alone. EXPLAIN never showed it (it
// returns no rows, so it never reads the key). Existing rows are rewritten so the key moves
// inline. SQLite needs nothing. Running it twice changes nothing.
'use strict';

module.exports = {
  async up(knex) {
    const client = knex.client.config.client;
    if (client !== 'postgres' && client !== 'pg') return;
    const { rows } = await knex.raw("SELECT attstorage FROM pg_attribute WHERE attrelid = 'search_matches'::regclass AND attname = 'doc_key'");
    if (rows[0]?.attstorage === 'p') return;
    await knex.raw('ALTER TABLE search_matches ALTER COLUMN doc_key SET STORAGE PLAIN');
    // A new value (the same text) is stored by the column's new rule; an unchanged one keeps its place.
    await knex.raw("UPDATE search_matches SET doc_key = doc_key || ''");
  },
};
