// Which version of the search's inputs (the index and the editors' tuning) is current, shared by
// every CMS process through one database row (migration 2026.11.29T00.00.00.search-state.js):
// a change raises it in one atomic update, and each search reads it (one primary-key read) so
// the answers a process keeps in memory (search.ts) never outlive a change made by another.
import type { Core } from '@strapi/strapi';

type Knex = Core.Strapi['db']['connection'];

/** The current generation; 0 when the row is missing (a database the migration has not reached). */
export async function readGeneration(knex: Knex): Promise<number> {
  const row = (await knex('search_state').where({ id: 1 }).first('generation')) as { generation: number | string } | undefined;
  return Number(row?.generation ?? 0);
}

/** Marks the index or the tuning changed, for every process. */
export async function raiseGeneration(knex: Knex): Promise<void> {
  const updated = await knex('search_state').where({ id: 1 }).increment('generation', 1);
  if (!updated) await knex('search_state').insert({ id: 1, generation: 1 }).catch(() => knex('search_state').where({ id: 1 }).increment('generation', 1));
}
