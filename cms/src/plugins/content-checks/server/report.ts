// Reading what the checks need from the CMS: the site context (published and draft-only paths,
// redirects, published titles and descriptions, the navigation) and the site-wide report. The
// report checks each page and resource as it is live (its published version) and, for those never
// published, the draft an editor will publish (docs/decisions/0017-content-report-scope.md). It is
// kept in memory and recomputed when it is stale: after any change to pages, resources, the
// navigation or redirects in this process (middleware.ts; in the background only while someone
// uses the report, otherwise on its next read), and when the content's fingerprint (rows and
// latest change per content type) shows a change made through another CMS process.
import type { Core } from '@strapi/strapi';
import { APP_PATHS } from '@ironbark/shared/content/site-routes';
import { checkEntry, checkNavigation, documentPath, normaliseLinkPath, searchFields, type CheckedEntry, type SiteContext } from '@ironbark/shared/content/content-checks';
import { deepPopulate } from '../../history/server/populate';
import { checkedTypes, CONTENT_TYPE_UIDS, labelOfUid, type CheckKind } from '@ironbark/shared/content/content-type-uids';

/** The content types the checks cover, with the rule set of each. */
export const CHECKED = checkedTypes();
export type CheckedUid = keyof typeof CHECKED;
/** Content types whose change can change the report (every checked type; media: their alternative text). */
export const WATCHED = [...new Set<string>([...Object.keys(CHECKED), CONTENT_TYPE_UIDS.navigation, CONTENT_TYPE_UIDS.redirect, 'plugin::upload.file'])];

/** The checked types that are the site's pages and resources: what the site context (paths, titles) is made of. */
const SITE_CHECKED = (Object.entries(CHECKED) as [CheckedUid, CheckKind][]).filter((e): e is [CheckedUid, 'page' | 'resource'] => e[1] !== 'form');

type Doc = Record<string, unknown>;
const PAGE_SIZE = 200;

/** The site's host for the search-result preview, from WEB_URL (its first address). */
export function siteHost(raw = process.env.WEB_URL ?? 'http://localhost:3000'): string {
  try {
    return new URL(raw.split(',')[0]!.trim()).host;
  } catch {
    return 'localhost';
  }
}

async function all(strapi: Core.Strapi, uid: string, params: Record<string, unknown>): Promise<Doc[]> {
  const out: Doc[] = [];
  for (let start = 0; ; start += PAGE_SIZE) {
    const batch = (await strapi.documents(uid as never).findMany({ ...params, start, limit: PAGE_SIZE } as never)) as unknown as Doc[];
    out.push(...batch);
    if (batch.length < PAGE_SIZE) return out;
  }
}

export function editLink(uid: string, documentId: string): string {
  return `/content-manager/collection-types/${uid}/${documentId}`;
}

function nameOf(doc: Doc): string {
  const named = doc.title ?? doc.name;
  return typeof named === 'string' && named ? named : String(doc.documentId ?? '');
}

export async function siteContext(strapi: Core.Strapi): Promise<SiteContext & { navigation: Doc | null }> {
  const publishedPaths = new Set<string>(['/', '/resources', ...APP_PATHS]);
  const unpublishedPaths = new Set<string>();
  const published: SiteContext['published'][number][] = [];
  for (const [uid, kind] of SITE_CHECKED) {
    const fields = kind === 'page' ? ['title', 'path'] : ['title', 'slug', 'metaTitle', 'metaDescription', 'excerpt'];
    const populate = kind === 'page' ? { seo: { fields: ['metaTitle', 'metaDescription'] } } : {};
    const live = await all(strapi, uid, { status: 'published', fields, populate });
    const liveIds = new Set(live.map((d) => d.documentId));
    for (const doc of live) {
      publishedPaths.add(documentPath(kind, doc));
      const { title, description } = searchFields(kind, doc);
      published.push({ documentId: String(doc.documentId), kind, name: nameOf(doc), title, description });
    }
    for (const doc of await all(strapi, uid, { status: 'draft', fields })) {
      if (!liveIds.has(doc.documentId)) unpublishedPaths.add(documentPath(kind, doc));
    }
  }
  const redirects = (await strapi.db.query(CONTENT_TYPE_UIDS.redirect as never).findMany({ select: ['from'] } as never)) as { from?: string }[];
  const redirectPaths = new Set(redirects.map((r) => normaliseLinkPath(String(r.from ?? ''))));
  const navigation = (await strapi.documents(CONTENT_TYPE_UIDS.navigation as never).findFirst({
    status: 'published',
    populate: deepPopulate(strapi, CONTENT_TYPE_UIDS.navigation) as never,
  } as never)) as Doc | null;
  return { host: siteHost(), publishedPaths, unpublishedPaths, redirectPaths, published, navigation };
}

/** The current draft of one page, resource or form, checked against the live site (a form needs none of it). */
export async function checkDraft(strapi: Core.Strapi, uid: CheckedUid, documentId: string): Promise<CheckedEntry | null> {
  const kind = CHECKED[uid];
  if (!kind) return null;
  const doc = (await strapi.documents(uid as never).findOne({ documentId, status: 'draft', populate: deepPopulate(strapi, uid) as never } as never)) as Doc | null;
  if (!doc) return null;
  return kind === 'form' ? checkEntry(kind, doc, NO_SITE) : checkEntry(kind, doc, await siteContext(strapi));
}

import type { Report, ReportEntry } from './report-types';

/** The site context a form's checks are given: they read none of it. */
const NO_SITE: SiteContext = { host: '', publishedPaths: new Set(), unpublishedPaths: new Set(), redirectPaths: new Set(), published: [] };

export type { Report, ReportEntry };

export async function computeReport(strapi: Core.Strapi): Promise<Report> {
  const site = await siteContext(strapi);
  const entries: ReportEntry[] = [];
  let documents = 0;
  for (const [uid, kind] of Object.entries(CHECKED) as [CheckedUid, CheckKind][]) {
    const populate = deepPopulate(strapi, uid);
    const live = await all(strapi, uid, { status: 'published', populate });
    const liveIds = new Set(live.map((d) => d.documentId));
    const drafts = (await all(strapi, uid, { status: 'draft', populate })).filter((d) => !liveIds.has(d.documentId));
    for (const [status, docs] of [['published', live], ['draft', drafts]] as const) {
      for (const doc of docs) {
        documents += 1;
        const checked = checkEntry(kind, doc, site);
        if (checked.problems.length === 0) continue;
        const documentId = String(doc.documentId);
        entries.push({ uid, documentId, kind, name: nameOf(doc), path: checked.preview?.path ?? null, status, editLink: editLink(uid, documentId), problems: checked.problems });
      }
    }
  }
  if (site.navigation) {
    documents += 1;
    const problems = checkNavigation(site.navigation, site);
    if (problems.length > 0) {
      entries.push({ uid: CONTENT_TYPE_UIDS.navigation, documentId: null, kind: 'navigation', name: labelOfUid(CONTENT_TYPE_UIDS.navigation), path: null, status: 'published', editLink: `/content-manager/single-types/${CONTENT_TYPE_UIDS.navigation}`, problems });
    }
  }
  entries.sort((a, b) => (a.path ?? '~').localeCompare(b.path ?? '~'));
  return { computedAt: new Date().toISOString(), documents, problems: entries.reduce((n, e) => n + e.problems.length, 0), entries };
}

/** Rows, newest row and latest change of every watched content type (a publish adds a row): changes when anything is written. */
async function fingerprint(strapi: Core.Strapi): Promise<string> {
  const parts: string[] = [];
  for (const uid of WATCHED) {
    const q = strapi.db.query(uid as never);
    const count = await q.count({} as never);
    const last = (await q.findOne({ select: ['updatedAt'], orderBy: { updatedAt: 'desc' } } as never)) as { updatedAt?: unknown } | null;
    const newest = (await q.findOne({ select: ['id'], orderBy: { id: 'desc' } } as never)) as { id?: unknown } | null;
    parts.push(`${uid}:${count}:${String(newest?.id ?? '')}:${last?.updatedAt ? new Date(last.updatedAt as string).toISOString() : ''}`);
  }
  return parts.join('|');
}

/** How long after someone last read the report a change still recomputes it in the background. */
export const REPORT_IN_USE_MS = 10 * 60 * 1000;

/**
 * Whether a change recomputes the report in the background: only while someone uses it (read
 * it in the last REPORT_IN_USE_MS). A recompute reads every page and resource in full (22,000
 * documents with their drafts at 11,000), so doing it after every publish of a site where nobody
 * opens the report took the CMS's time from the editors and visitors for nothing.
 */
export function recomputeInBackground(lastReadAt: number | null, now: number): boolean {
  return lastReadAt !== null && now - lastReadAt < REPORT_IN_USE_MS;
}

/** The cached report: recomputed on read when stale, and in the background after a change while it is in use. */
export function reportCache(strapi: Core.Strapi, now: () => number = Date.now) {
  let cached: { report: Report; fingerprint: string } | null = null;
  let stale = true;
  let running: Promise<Report> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let lastReadAt: number | null = null;

  const recompute = (): Promise<Report> => {
    if (running) return running;
    stale = false;
    running = (async () => {
      const before = await fingerprint(strapi);
      const report = await computeReport(strapi);
      cached = { report, fingerprint: before };
      return report;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    /** A change was made: recompute soon if the report is in use (changes in quick succession are computed once). */
    markStale() {
      stale = true;
      if (!recomputeInBackground(lastReadAt, now())) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        recompute().catch((error: Error) => strapi.log.error(`content-checks: the report could not be computed: ${error.message}`));
      }, 500);
      timer.unref?.();
    },
    async get(): Promise<Report> {
      lastReadAt = now();
      if (running) await running.catch(() => undefined);
      if (!stale && cached && cached.fingerprint === (await fingerprint(strapi))) return cached.report;
      return recompute();
    },
  };
}

export type ReportCache = ReturnType<typeof reportCache>;
