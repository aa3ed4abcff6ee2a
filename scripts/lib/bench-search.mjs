// The bench's search figures: 1,000 resources seeded into a CMS, the header search's full-text query
// timed over them, and the local page filter timed per keystroke.
import { percentile, pick } from './bench-stats.mjs';

const { matchLocalPages } = await import('@ironbark/shared/search/local-index');
const { normaliseTerm } = await import('@ironbark/shared/search/term');

export async function seedResources(stack, count) {
  // As the web signs staff in (/api/auth/local is closed): the trusted route, with the web's token.
  const login = await fetch(`${stack.cmsUrl}/api/staff-auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.env.CMS_API_TOKEN}` },
    body: JSON.stringify({ identifier: 'staff@example.com', password: 'StaffDemo!2024' }),
  }).then((r) => r.json());
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.jwt}` };
  const started = Date.now();
  for (let i = 0; i < count; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, count - i) }, (_, k) => {
        const n = i + k;
        return fetch(`${stack.cmsUrl}/api/blogs?status=published`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            data: {
              title: `Bench ${n}: ${pick(n)} upgrade for a ${pick(n + 7)} customer`,
              slug: `bench-${n}`,
              type: ['news', 'case_study', 'guide'][n % 3],
              publishedDate: `2024-${String((n % 12) + 1).padStart(2, '0')}-15`,
              excerpt: `How a ${pick(n + 3)} project used ${pick(n + 5)} and ${pick(n + 11)}.`,
              metaKeywords: `${pick(n)}, ${pick(n + 1)}, ${pick(n + 2)}`,
              metaDescription: `A ${pick(n + 4)} story about ${pick(n + 9)} for Australian ${pick(n + 13)} organisations.`,
            },
          }),
        }).then((r) => {
          if (!r.ok) throw new Error(`creating resource ${n} answered ${r.status}`);
        });
      }),
    );
  }
  return Date.now() - started;
}

/**
 * The header's full-text query timed `runs` times: over the 20 bench words (after the first
 * round, answers the CMS keeps), or over `terms` (one run each).
 */
export async function timeCmsSearch(stack, runs, { terms } = {}) {
  const times = [];
  for (let i = 0; i < (terms ? terms.length : runs); i++) {
    const term = normaliseTerm(terms ? terms[i] : pick(i * 7 + 3));
    // The header's resource source (its page source is the same request with kind=page).
    const url = `${stack.cmsUrl}/api/site-search?${new URLSearchParams({ q: term, kind: i % 2 ? 'page' : 'resource', limit: '5' })}`;
    const t0 = performance.now();
    const res = await fetch(url);
    await res.json();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`search answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs };
}

export function timeLocalFilter() {
  const index = Array.from({ length: 100 }, (_, i) => ({
    id: i + 1,
    attributes: {
      metaTitle: `${pick(i)} services for ${pick(i + 4)} | Ironbark Communications`,
      metaDescription: `Managed ${pick(i + 1)} and ${pick(i + 2)} for Australian ${pick(i + 3)} organisations, supported 24/7 from Sydney.`,
      metaKeywords: `${pick(i)}, ${pick(i + 5)}, ${pick(i + 6)}, managed service`,
      url: `/bench/page-${i}`,
    },
  }));
  const times = [];
  for (let i = 0; i < 2000; i++) {
    const term = pick(i).slice(0, 3 + (i % 5));
    const t0 = performance.now();
    matchLocalPages(index, term).slice(0, 5);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

export async function searchFigures(stack, label) {
  const seedMs = await seedResources(stack, 1000);
  await timeCmsSearch(stack, 20); // warm-up
  const r = await timeCmsSearch(stack, 300);
  return { label, seedMs, ...r };
}
