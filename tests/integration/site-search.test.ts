// The site search's full-text index (cms/src/search) on the database the stack runs on (SQLite,
// or PostgreSQL with TEST_DATABASE_URL): a relevance set written from the seed content, each
// query with the documents expected near the top, and the index following publishing within 1 s.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { fullTextAnswerSchema, type FullTextAnswer } from '@ironbark/shared/search/full-text';
import { withPostgres } from './database-write';
import { adminApi, editorToken, stack } from './helpers';

const SEED = path.resolve(__dirname, '../../cms/data/seed');

async function search(q: string, extra: Record<string, string> = {}): Promise<FullTextAnswer> {
  const res = await fetch(`${stack().cmsUrl}/api/site-search?${new URLSearchParams({ q, limit: '50', ...extra })}`);
  expect(res.status, `search for ${q}`).toBe(200);
  return fullTextAnswerSchema.parse(await res.json());
}

interface Case {
  q: string;
  /** Each of these in the first `within` results. */
  expect: string[];
  within: 3 | 5;
  why: string;
}

const R = (slug: string) => `/resources/${slug}`;

// Written from cms/data/seed: titles, words only in a page's blocks or a resource's body or PDF,
// type words, spelling variants, misspellings and several words.
const CASES: Case[] = [
  { q: 'sd-wan', expect: ['/services/network-solutions/sd-wan'], within: 3, why: 'exact title' },
  { q: 'sdwan', expect: ['/services/network-solutions/sd-wan'], within: 3, why: 'spelling variant' },
  { q: 'sd wan', expect: ['/services/network-solutions/sd-wan'], within: 3, why: 'spelling variant' },
  { q: 'managed wifi', expect: ['/services/network-solutions/managed-wifi'], within: 3, why: 'spelling variant of a title' },
  { q: 'wi-fi analytics', expect: ['/services/saas/wi-fi-analytics'], within: 3, why: 'exact title' },
  { q: 'digital wayfinding', expect: ['/services/saas/digital-wayfinding'], within: 5, why: 'exact title' },
  { q: 'access control', expect: ['/services/security-solutions/access-control'], within: 3, why: 'exact title' },
  { q: 'cctv surveillance', expect: ['/services/security-solutions/cctv-surveillance'], within: 3, why: 'exact title' },
  { q: 'backup as a service', expect: ['/services/cloud-services/baas'], within: 3, why: 'exact title' },
  { q: 'enterprise ethernet', expect: ['/services/network-solutions/enterprise-ethernet'], within: 3, why: 'exact title' },
  { q: 'fixed wireless', expect: ['/services/network-solutions/fixed-wireless'], within: 3, why: 'exact title' },
  { q: 'radio dispatch console', expect: ['/services/critical-communications/radio-dispatch-console'], within: 3, why: 'exact title' },
  { q: 'push-to-talk', expect: ['/services/critical-communications/poc'], within: 5, why: 'title word with hyphens' },
  { q: 'ucaas', expect: ['/services/saas/ucaas'], within: 3, why: 'abbreviation in a title' },
  { q: 'holiday parks', expect: ['/industries/holidayparks'], within: 3, why: 'industry title' },
  { q: 'renewables', expect: ['/industries/renewables'], within: 3, why: 'industry title' },
  { q: 'utilities', expect: ['/industries/utilities'], within: 3, why: 'industry title' },
  { q: 'licence plate recognition', expect: ['/services/security-solutions/license-plate-recognition'], within: 3, why: 'Australian spelling' },
  { q: 'fair use', expect: ['/fair-use-policy'], within: 3, why: 'policy by its own name' },
  { q: 'privacy', expect: ['/privacy-policy'], within: 3, why: 'policy by its own name' },
  { q: 'careers', expect: ['/about-us/careers'], within: 3, why: 'page title' },
  { q: 'boom gates', expect: [R('holiday-park-group-guest-wifi-lpr-boom-gates')], within: 3, why: 'resource title' },
  { q: 'iso 27001', expect: [R('iso-27001-recertification-2024')], within: 3, why: 'resource title with digits' },
  { q: 'leo satellite', expect: [R('leo-satellite-backup-for-sd-wan')], within: 3, why: 'resource title' },
  { q: '3g closure', expect: [R('3g-network-closure-readiness-notice')], within: 3, why: 'word with a digit' },
  { q: 'p25 dmr', expect: [R('choosing-p25-dmr-or-push-to-talk-over-cellular')], within: 3, why: 'product names' },
  { q: 'buyers checklist', expect: [R('sd-wan-buyers-checklist')], within: 3, why: 'resource title without the apostrophe' },
  { q: 'wattlebrae', expect: [R('independent-school-wifi-6e-content-filtering')], within: 3, why: 'customer name' },
  { q: 'kestrel coachlines', expect: [R('bus-operator-in-vehicle-routers-poc-cctv')], within: 3, why: 'customer name' },
  { q: 'stem program', expect: [R('regional-stem-program-launch')], within: 3, why: 'news title' },
  { q: 'case study wind farm', expect: [R('wind-farm-fixed-wireless-satellite-safety-radio')], within: 3, why: 'type word and text' },
  { q: 'guides', expect: [R('sd-wan-buyers-checklist'), R('planning-wifi-for-a-holiday-park'), R('choosing-p25-dmr-or-push-to-talk-over-cellular')], within: 3, why: 'type word' },
  { q: 'news', expect: [R('iso-27001-recertification-2024')], within: 5, why: 'type word' },
  { q: 'sd-wan guide', expect: [R('sd-wan-buyers-checklist')], within: 3, why: 'type word and text' },
  { q: 'wifi guide', expect: [R('planning-wifi-for-a-holiday-park')], within: 3, why: 'type word and text' },
  { q: 'netwrok security', expect: ['/services/network-solutions/network-security'], within: 3, why: 'misspelling (swapped letters)' },
  { q: 'survelance', expect: ['/services/security-solutions/cctv-surveillance'], within: 5, why: 'misspelling' },
  { q: 'wayfinidng', expect: ['/services/saas/digital-wayfinding'], within: 5, why: 'misspelling' },
  { q: 'telemetry storms', expect: [R('water-utility-telemetry-backhaul-storm-resilience')], within: 3, why: 'several words, a stem' },
  { q: 'nurse call', expect: [R('aged-care-nurse-call-network-digital-wayfinding')], within: 3, why: 'several words' },
  { q: 'cloud calling', expect: [R('state-agency-ucaas-migration')], within: 5, why: 'words of a resource title' },
];

/** Seed documents whose text mentions a word, as the site would list them. */
function seedDocumentsMentioning(pattern: RegExp): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.json')) {
        const doc = JSON.parse(readFileSync(file, 'utf8')) as { path?: string; slug?: string; showInSearch?: boolean; seo?: { noIndex?: boolean } };
        const text = readFileSync(file, 'utf8');
        if (!pattern.test(text) || doc.showInSearch === false || doc.seo?.noIndex) continue;
        out.push(doc.path ?? R(doc.slug!));
      }
    }
  };
  walk(path.join(SEED, 'pages'));
  walk(path.join(SEED, 'resources'));
  return out;
}

describe('site search relevance', () => {
  it(`finds the expected documents near the top for ${CASES.length} queries`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    const misses: string[] = [];
    for (const c of CASES) {
      const urls = (await search(c.q)).items.map((i) => i.url);
      const top = urls.slice(0, c.within);
      const missing = c.expect.filter((u) => !top.includes(u));
      if (missing.length > 0) misses.push(`${c.q} (${c.why}): ${missing.join(', ')} not in the top ${c.within} [${top.join(', ')}]`);
    }
    const precision = (CASES.length - misses.length) / CASES.length;
    console.log(`site search relevance on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}: ${CASES.length - misses.length}/${CASES.length} = ${(precision * 100).toFixed(1)} %`);
    if (misses.length) console.log(misses.join('\n'));
    expect(precision).toBeGreaterThanOrEqual(0.85);
  });

  it('"nbn" finds every document that mentions it', async () => {
    const expected = seedDocumentsMentioning(/\bnbn\b/i);
    expect(expected.length).toBeGreaterThan(10);
    const answer = await search('nbn');
    const found = answer.items.map((i) => i.url);
    expect(found.filter((u) => !expected.includes(u)), 'found without mentioning nbn').toEqual([]);
    expect(expected.filter((u) => !found.includes(u)), 'mentions nbn but not found').toEqual([]);
    expect(answer.total).toBe(expected.length);
  });

  it('"pdf" lists the resources with a PDF, guides first', async () => {
    const answer = await search('pdf');
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.every((i) => i.docUrl !== null)).toBe(true);
    expect(answer.items[0]!.resourceType).toBe('guide');
  });

  it('"sd-wan" has no policy page in the top 5', async () => {
    const top = (await search('sd-wan')).items.slice(0, 5).map((i) => i.url);
    expect(top.filter((u) => /polic|terms/.test(u))).toEqual([]);
  });

  it('counts every match and each facet truly, and a facet filters', async () => {
    const all = await search('wifi');
    expect(all.total).toBe(all.items.length);
    expect(all.facets.page + all.facets.news + all.facets.case_study + all.facets.guide).toBe(all.total);
    const guides = await search('wifi', { type: 'guide' });
    expect(guides.total).toBe(all.facets.guide);
    expect(guides.items.every((i) => i.resourceType === 'guide')).toBe(true);
  });

  it('refuses a term outside 3 to 25 characters with a clear message', async () => {
    const res = await fetch(`${stack().cmsUrl}/api/site-search?q=ab`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('3 to 25 characters');
  });
});

describe('the index follows publishing', () => {
  const PAGES_CM = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
  let jwt = '';
  let documentId = '';
  const word = `zq${randomBytes(5).toString('hex')}`;

  beforeAll(async () => {
    jwt = await editorToken();
  });

  afterAll(async () => {
    if (documentId) await adminApi(jwt, `${PAGES_CM}/${documentId}`, { method: 'DELETE' });
  });

  async function within1s(check: (a: FullTextAnswer) => boolean) {
    const started = Date.now();
    for (;;) {
      const answer = await search(word);
      if (check(answer)) return Date.now() - started;
      if (Date.now() - started > 1000) return null;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('finds a page by a new word within 1 s of publishing, and not within 1 s of unpublishing', async () => {
    const path = `/search-test-${word}`;
    const created = await adminApi<{ data: { documentId: string } }>(jwt, PAGES_CM, {
      method: 'POST',
      body: {
        title: 'Search test page',
        path,
        seo: { metaTitle: 'Search test page', metaDescription: 'A page the search test publishes and takes down again.' },
        blocks: [{ __component: 'blocks.rich-text', body: [{ type: 'paragraph', children: [{ type: 'text', text: `Only this page says ${word}.` }] }] }],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    documentId = created.body!.data.documentId;
    expect((await search(word)).total).toBe(0);
    const published = await adminApi(jwt, `${PAGES_CM}/${documentId}/actions/publish`, { method: 'POST', body: {} });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const shown = await within1s((a) => a.items.some((i) => i.url === path));
    expect(shown, 'found within 1 s of publishing').not.toBeNull();
    const unpublished = await adminApi(jwt, `${PAGES_CM}/${documentId}/actions/unpublish`, { method: 'POST', body: {} });
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);
    const gone = await within1s((a) => a.total === 0);
    expect(gone, 'gone within 1 s of unpublishing').not.toBeNull();
  });
});

describe("the editors' search tuning", () => {
  const TUNING_CM = `/content-manager/single-types/${CONTENT_TYPE_UIDS.searchTuning}`;
  const made = `zq${randomBytes(5).toString('hex')}`;
  let jwt = '';

  beforeAll(async () => {
    jwt = await editorToken();
  });

  afterAll(async () => {
    await adminApi(jwt, TUNING_CM, { method: 'PUT', body: { synonyms: [], results: [] } });
  });

  async function tune(body: { synonyms?: unknown[]; results?: unknown[] }) {
    const saved = await adminApi(jwt, TUNING_CM, { method: 'PUT', body: { synonyms: [], results: [], ...body } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }

  async function within1s(q: string, check: (a: FullTextAnswer) => boolean) {
    const started = Date.now();
    for (;;) {
      const answer = await search(q);
      if (check(answer)) return answer;
      if (Date.now() - started > 1000) return null;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const urls = (a: FullTextAnswer | null) => a?.items.map((i) => i.url) ?? [];
  const wattlebrae = R('independent-school-wifi-6e-content-filtering');
  const kestrel = R('bus-operator-in-vehicle-routers-poc-cctv');

  it('a two-way synonym finds what either word finds, on the CMS and on /search, within 1 s of saving', async () => {
    // Read once before, so the web has the empty answer cached: the save must drop it.
    const before = await fetch(`${stack().webUrl}/search?query=${made}`);
    expect(await before.text()).toContain(`No results for “${made}”`);
    await tune({ synonyms: [{ words: `${made}, Wattlebrae`, direction: 'both-ways' }] });
    const answer = await within1s(made, (a) => urls(a).includes(wattlebrae));
    expect(urls(answer)).toContain(wattlebrae);
    // The web is told after the index: its cached answer goes within the same second.
    let page = '';
    for (const started = Date.now(); Date.now() - started < 1000 && !page.includes(wattlebrae); await new Promise((r) => setTimeout(r, 50))) {
      page = await (await fetch(`${stack().webUrl}/search?query=${made}`)).text();
    }
    expect(page).toContain(wattlebrae);
    expect(urls(await search('wattlebrae'))).toContain(wattlebrae);
  });

  it('a one-way synonym widens its first word only', async () => {
    await tune({ synonyms: [{ words: 'kestrel, wattlebrae', direction: 'one-way' }] });
    const widened = await within1s('kestrel', (a) => urls(a).includes(wattlebrae));
    expect(urls(widened)).toEqual(expect.arrayContaining([kestrel, wattlebrae]));
    expect(urls(await search('wattlebrae'))).not.toContain(kestrel);
  });

  it('pins a result first for its search (even one the text does not find) and hides another', async () => {
    const plain = urls(await search('sd-wan'));
    expect(plain[0]).toBe('/services/network-solutions/sd-wan');
    await tune({
      results: [
        { term: 'SD WAN', action: 'pin', path: '/contact-us' },
        { term: 'sd-wan', action: 'hide', path: '/services/network-solutions/sd-wan' },
      ],
    });
    const tuned = await within1s('sd-wan', (a) => urls(a)[0] === '/contact-us');
    expect(urls(tuned)[0]).toBe('/contact-us');
    expect(urls(tuned)).not.toContain('/services/network-solutions/sd-wan');
    expect(tuned!.total).toBe(tuned!.items.length);
    // Another search keeps its own results.
    expect(urls(await search('sd-wan buyers checklist'))).not.toContain('/contact-us');
  });

  it('refuses a result rule whose page is not a site address, naming the field', async () => {
    const saved = await adminApi(jwt, TUNING_CM, { method: 'PUT', body: { synonyms: [], results: [{ term: 'pricing', action: 'pin', path: 'https://example.com' }] } });
    expect(saved.status).toBe(400);
    expect(JSON.stringify(saved.body)).toMatch(/results.*path|path/);
  });

  it('"Add synonym" and "Pin a result" from the measurement dashboard leave a ready entry, reused when asked again', async () => {
    await tune({});
    const first = await adminApi<{ position: number; added: boolean }>(jwt, '/leads/measurement/search-rule', { method: 'POST', body: { term: '  Fibre ', kind: 'synonym' } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ position: 1, added: true });
    const again = await adminApi<{ position: number; added: boolean }>(jwt, '/leads/measurement/search-rule', { method: 'POST', body: { term: 'fibre', kind: 'synonym' } });
    expect(again.body).toMatchObject({ position: 1, added: false });
    const pin = await adminApi<{ position: number }>(jwt, '/leads/measurement/search-rule', { method: 'POST', body: { term: 'pricing', kind: 'pin' } });
    expect(pin.body).toMatchObject({ position: 1, added: true });
    const tuning = await adminApi<{ data: { synonyms: { words: string }[]; results: { term: string; action: string; path: string | null }[] } }>(jwt, TUNING_CM);
    expect(tuning.body!.data.synonyms.map((s) => s.words)).toEqual(['fibre']);
    expect(tuning.body!.data.results.map((r) => [r.term, r.action, r.path ?? ''])).toEqual([['pricing', 'pin', '']]);
    for (const body of [{ term: 'ab', kind: 'pin' }, { term: 'pricing', kind: 'boost' }, {}]) {
      const bad = await adminApi(jwt, '/leads/measurement/search-rule', { method: 'POST', body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
  });
});

// PostgreSQL matches and ranks in search_matches (cms/src/search/store.ts and its migrations);
// SQLite's FTS5 has no such table, so this part is for PostgreSQL alone.
describe.runIf(!!process.env.TEST_DATABASE_URL)('the PostgreSQL match table', () => {
  type Plan = { Plan: { 'Actual Rows': number; 'Shared Hit Blocks': number; 'Shared Read Blocks': number } };
  /** The rows and blocks a match of "network" reads with these columns, as store.ts asks (by the GIN index). */
  async function blocksRead(columns: string): Promise<{ rows: number; blocks: number }> {
    return withPostgres(process.env.TEST_DATABASE_URL!, async (client) => {
      await client.query('BEGIN');
      try {
        await client.query('SET LOCAL enable_seqscan = off');
        const { rows } = await client.query<{ 'QUERY PLAN': Plan[] }>(
          `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) SELECT ${columns} FROM search_matches, to_tsquery('ironbark_english', 'network:*') q WHERE search_vector @@ q`,
        );
        const plan = rows[0]!['QUERY PLAN'][0]!.Plan;
        return { rows: plan['Actual Rows'], blocks: plan['Shared Hit Blocks'] + plan['Shared Read Blocks'] };
      } finally {
        await client.query('ROLLBACK');
      }
    });
  }

  it('ranks each match by its title-and-headings vector from the row itself, not from out-of-line storage', async () => {
    const matched = await blocksRead('doc_key');
    const ranked = await blocksRead(`doc_key, ts_rank_cd('{0.05, 0.1, 0.4, 1.0}', head_vector, q, 1)`);
    expect(matched.rows).toBeGreaterThan(10);
    expect(ranked.rows).toBe(matched.rows);
    // Out of line, each match reads about three blocks more (the TOAST index and its page).
    expect(ranked.blocks, `ranking ${ranked.rows} matches read ${ranked.blocks} blocks, matching alone ${matched.blocks}`).toBeLessThanOrEqual(matched.blocks + 2);
  });

  it('a word the configuration drops (an English stop word), asked alone first, does not empty a term that holds it', async () => {
    const without = await search('managed service');
    expect(without.total).toBeGreaterThan(0);
    await search('the');
    // Each word's matches are kept once asked (store.ts): the term's are those of its other words.
    const withStop = await search('managed the service');
    expect(withStop.suggestion).toBeNull();
    expect(withStop.total).toBe(without.total);
    // The same documents (their order may differ: a title holding "the" counts as a title match).
    expect(withStop.items.map((i) => i.url).sort()).toEqual(without.items.map((i) => i.url).sort());
  });

  it('reads each match\'s key from the row itself: returning the keys reads no more blocks than counting the matches', async () => {
    // EXPLAIN returns no rows, so it never reads an output column: an aggregate makes it read each key.
    const counted = await blocksRead('count(*)');
    const keys = await blocksRead("string_agg(doc_key, ',')");
    expect(counted.blocks).toBeGreaterThan(0);
    expect(keys.blocks, `reading the keys read ${keys.blocks} blocks, counting ${counted.blocks}`).toBeLessThanOrEqual(counted.blocks + 2);
  });

  it('writes go straight into the GIN index, so no search reads a pending list', async () => {
    const { rows } = await withPostgres(process.env.TEST_DATABASE_URL!, (client) =>
      client.query<{ reloptions: string[] | null }>("SELECT reloptions FROM pg_class WHERE relname = 'search_matches_vector_idx'"),
    );
    expect(rows[0]?.reloptions ?? []).toContain('fastupdate=off');
  });
});
