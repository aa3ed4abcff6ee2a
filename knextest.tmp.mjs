import { createRequire } from 'node:module';
const require = createRequire(import.meta.url + '/../cms/package.json');
const knex = require('knex')({ client: 'pg', connection: 'postgres://postgres@127.0.0.1:5432/ironbark_scale', pool: { min: 2, max: 10 } });
const rank = (v) => `ts_rank_cd('{0.05, 0.1, 0.4, 1.0}', ${v}, q, 1) * 10`;
const SQL = `SELECT string_agg(doc_key, ' ') AS keys, string_agg(CASE WHEN head_vector @@ q THEN doc_key || '=' || ${rank('head_vector')} END, ' ') AS heads FROM search_matches, to_tsquery('ironbark_english', ?) q WHERE search_vector @@ q`;
const T = async (name, fn) => { const ts = []; for (let i = 0; i < 30; i++) { const t0 = performance.now(); await fn(['radio','network','wifi','backup','security','cloud'][i % 6]); ts.push(performance.now() - t0); } ts.sort((a,b)=>a-b); console.log(name, 'p50', ts[15].toFixed(2), 'p90', ts[27].toFixed(2)); };
for (let k = 0; k < 2; k++) {
await T('trx+set+agg', (w) => knex.transaction(async (trx) => { await trx.raw('SET LOCAL enable_seqscan = off'); return trx.raw(SQL, [w + ':*']); }));
await T('plain agg (seqscan allowed)', (w) => knex.raw(SQL, [w + ':*']));
await T('trx+set+select1', (w) => knex.transaction(async (trx) => { await trx.raw('SET LOCAL enable_seqscan = off'); return trx.raw('select 1'); }));
await T('select1', (w) => knex.raw('select 1'));
}
await knex.destroy();
