// Fills a running CMS (a test stack of scripts/lib/test-stack.mjs) with the scale data set of
// scripts/lib/scale-content.mjs: pages through the content manager (the demo editor's admin
// session; public REST cannot create pages), resources through REST with the demo staff account,
// both ~20 at a time. Every page's blocks are checked against the shared block definitions first.
import { RESOURCE_KINDS, scalePage, scaleResource } from './scale-content.mjs';
const { parseBlocks } = await import('@ironbark/shared/blocks/registry');
const { CONTENT_TYPE_UIDS } = await import('@ironbark/shared/content/content-type-uids');

const CONCURRENCY = 20;

async function postJson(url, headers, body) {
  for (let attempt = 1; ; attempt++) {
    let res;
    try {
      res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    } catch (error) {
      // A busy machine can miss the connect timeout: try again, a few times.
      if (attempt >= 8) throw error;
      await new Promise((r) => setTimeout(r, 1000 * attempt));
      continue;
    }
    if (res.ok) return res.json();
    const text = await res.text();
    // SQLite allows one writer: a busy database is worth another try; anything else is a bug here.
    if (attempt < 4 && (res.status >= 500 || /busy|locked/i.test(text))) {
      await new Promise((r) => setTimeout(r, 200 * attempt));
      continue;
    }
    throw new Error(`POST ${url} answered ${res.status}: ${text.slice(0, 400)}`);
  }
}

/** Runs fn(i) for i < count, `CONCURRENCY` at a time; reports progress every `every` items. */
async function pool(count, fn, onProgress, { concurrency = CONCURRENCY, until = Infinity } = {}) {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < count && Date.now() < until) {
      const i = next++;
      await fn(i);
      done++;
      if (onProgress && done % 250 === 0) onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return done;
}

export async function adminSession(cmsUrl) {
  const login = await postJson(`${cmsUrl}/admin/login`, {}, { email: 'admin@example.com', password: 'AdminDemo!2024' });
  return { authorization: `Bearer ${login.data.token}` };
}

export async function staffSession(stack) {
  const login = await postJson(`${stack.cmsUrl}/api/staff-auth/login`, { authorization: `Bearer ${stack.env.CMS_API_TOKEN}` }, { identifier: 'staff@example.com', password: 'StaffDemo!2024' });
  return { authorization: `Bearer ${login.jwt}` };
}

/** The sections (top-level paths with children) new pages go under. */
export async function sectionPaths(stack) {
  const res = await fetch(`${stack.cmsUrl}/api/pages?fields[0]=path&pagination[pageSize]=200`, { headers: { authorization: `Bearer ${stack.env.CMS_API_TOKEN}` } });
  const paths = (await res.json()).data.map((p) => p.path);
  const tops = [...new Set(paths.filter((p) => p.split('/').length === 3).map((p) => `/${p.split('/')[1]}`))];
  const sections = paths.filter((p) => tops.includes(p) || (p.split('/').length === 3 && tops.some((t) => p.startsWith(`${t}/`))));
  return sections.length ? sections : ['/'];
}

/** Ids of the images and PDFs the seed uploaded for its resources (reused by the scale set). */
export async function seededMedia(stack) {
  const res = await fetch(`${stack.cmsUrl}/api/blogs?populate[cover][fields][0]=id&populate[doc][fields][0]=id&pagination[pageSize]=100`, {
    headers: { authorization: `Bearer ${stack.env.CMS_API_TOKEN}` },
  });
  const data = (await res.json()).data ?? [];
  const ids = (key) => [...new Set(data.map((b) => b[key]?.id).filter(Boolean))].slice(0, 8);
  return { covers: ids('cover'), docs: ids('doc') };
}

/**
 * Creates and publishes `pages` pages and `resources` resources; resolves with counts and times.
 * With `until` (a time, ms since the epoch) it stops creating when that time comes and reports
 * how many it made.
 */
export async function generateScale(stack, { pages = 1000, resources = 10000, until = Infinity, log = () => undefined } = {}) {
  const admin = await adminSession(stack.cmsUrl);
  const sections = await sectionPaths(stack);
  const media = await seededMedia(stack);
  log(`sections: ${sections.length}; reused media: ${media.covers.length} images, ${media.docs.length} PDFs`);

  const t0 = Date.now();
  const pagesMade = await pool(
    pages,
    async (n) => {
      const page = scalePage(n, sections);
      const { problems } = parseBlocks(page.blocks.map((b, i) => ({ id: i + 1, ...b })));
      if (problems.length) throw new Error(`generated page ${n} breaks the block definitions: ${JSON.stringify(problems).slice(0, 400)}`);
      await postJson(`${stack.cmsUrl}/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}/actions/publish`, admin, page);
    },
    (done) => log(`pages: ${done}/${pages} (${((Date.now() - t0) / 1000).toFixed(0)} s)`),
    // The content manager's publish is heavier than a REST create: fewer at a time.
    { concurrency: 8, until },
  );
  const pagesMs = Date.now() - t0;

  let staff = await staffSession(stack);
  const t1 = Date.now();
  const resourcesMade = await pool(
    resources,
    async (n) => {
      const post = () => postJson(`${stack.cmsUrl}/api/blogs?status=published`, staff, { data: scaleResource(n, media) });
      try {
        await post();
      } catch (error) {
        // A staff session lasts minutes, not the whole run: sign in again once and retry.
        if (!/answered 401/.test(error.message)) throw error;
        staff = await staffSession(stack);
        await post();
      }
    },
    (done) => log(`resources: ${done}/${resources} (${((Date.now() - t1) / 1000).toFixed(0)} s)`),
    { until },
  );
  const resourcesMs = Date.now() - t1;

  const count = async (kind) =>
    (await (await fetch(`${stack.cmsUrl}/api/${kind}?pagination[pageSize]=1&fields[0]=id`, { headers: { authorization: `Bearer ${stack.env.CMS_API_TOKEN}` } })).json()).meta.pagination.total;
  return { pages: pagesMade, resources: resourcesMade, pagesMs, resourcesMs, totalPages: await count('pages'), totalResources: await count('blogs'), kinds: RESOURCE_KINDS };
}
