import pg from 'pg';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/ironbark_scale' }); await c.connect();
const rank = (v) => `ts_rank_cd('{0.05, 0.1, 0.4, 1.0}', ${v}, q, 1) * 10`;
const head = `CASE WHEN head_vector @@ q THEN ${rank('head_vector')} ELSE 0 END`;
const A = `SELECT doc_key, ${head} AS head FROM search_matches, to_tsquery('ironbark_english', $1) q WHERE search_vector @@ q`;
const B = `SELECT string_agg(doc_key, ' ') AS keys, string_agg(CASE WHEN head_vector @@ q THEN doc_key || '=' || ${rank('head_vector')} END, ' ') AS heads FROM search_matches, to_tsquery('ironbark_english', $1) q WHERE search_vector @@ q`;
await c.query('BEGIN'); await c.query('SET LOCAL enable_seqscan = off');
for (const w of ['radio', 'network', 'backup', 'wind', 'radio', 'network', 'backup', 'wind']) {
  let t0 = performance.now(); const a = await c.query(A, [w + ':*']); const m = new Map(a.rows.map((r) => [r.doc_key, Number(r.head)])); const ta = performance.now() - t0;
  t0 = performance.now(); const b = await c.query(B, [w + ':*']); const m2 = new Map(); for (const k of b.rows[0].keys.split(' ')) m2.set(k, 0); for (const kv of (b.rows[0].heads ?? '').split(' ')) { const i = kv.lastIndexOf('='); m2.set(kv.slice(0, i), Number(kv.slice(i + 1))); } const tb = performance.now() - t0;
  let same = m.size === m2.size; for (const [k, v] of m) if (Math.abs(m2.get(k) - v) > 1e-6 * Math.max(1, v)) same = false;
  console.log(w, m.size, 'rows', ta.toFixed(1), 'agg', tb.toFixed(1), same);
}
await c.end();
