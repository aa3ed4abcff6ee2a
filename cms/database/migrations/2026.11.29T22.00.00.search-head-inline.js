// PostgreSQL only: the small title-and-headings vector of search_matches kept in the row itself
// (storage MAIN), and the GIN index written through at once (fastupdate off). With the table's
// toast_tuple_target of 128 (its migration, 2026.11.29T08.00.00), head_vector went out of line
// too: ranking each match by it read about three TOAST blocks a match (a word in 7,305 of 11,076
// documents: 22,680 buffers and 47 ms, against 700 buffers and 9 ms inline). And every search
// read the index's pending list, written since the last vacuum (461 buffers after the scale data
// was indexed, against 8 once merged): searches are many and index writes few (a publish each),
// so writes now go straight into the index. Existing rows are rewritten so they move inline.
// SQLite needs nothing. Running it twice changes nothing.
'use strict';

module.exports = {
  async up(knex) {
    const client = knex.client.config.client;
    if (client !== 'postgres' && client !== 'pg') return;
    const { rows } = await knex.raw("SELECT attstorage FROM pg_attribute WHERE attrelid = 'search_matches'::regclass AND attname = 'head_vector'");
    if (rows[0]?.attstorage !== 'm') {
      await knex.raw('ALTER TABLE search_matches ALTER COLUMN head_vector SET STORAGE MAIN');
      // A new value (the same lexemes) is stored by the column's new rule; an unchanged one keeps its place.
      await knex.raw("UPDATE search_matches SET head_vector = head_vector || ''::tsvector");
    }
    await knex.raw('ALTER INDEX search_matches_vector_idx SET (fastupdate = off)');
    await knex.raw("SELECT gin_clean_pending_list('search_matches_vector_idx'::regclass)");
  },
};
