// A release's preview: what the site will show at a path once the release is published. The CMS
// says what the release changes (its scheduling plugin's /api/scheduling/release-preview, asked
// with the same signed link); pages and resources in it with action publish show their drafts,
// those with action unpublish (or moved to another address) are gone, and everything else is the
// published site. Navigation and global settings in it with action publish give the layout their
// drafts.
import { z } from 'zod';
import type { LayoutData, PageData, ResourceData } from '../../lib/content-source.js';

export const releasePlanSchema = z.object({
  release: z.object({ id: z.number(), name: z.string(), status: z.string() }),
  entries: z.array(
    z.object({
      kind: z.enum(['page', 'resource', 'navigation', 'global']),
      action: z.enum(['publish', 'unpublish']),
      documentId: z.string(),
      publishedPath: z.string().nullish(),
      draftPath: z.string().nullish(),
      publishedSlug: z.string().nullish(),
      draftSlug: z.string().nullish(),
    }),
  ),
});
export type ReleasePlan = z.output<typeof releasePlanSchema>;

/** The reads a release preview is made of (server/content.server.ts provides them). */
export interface ReleaseReads {
  /** A published page (cached), or null. */
  page(path: string): Promise<PageData | null>;
  /** A published resource by slug (cached), or null. */
  resource(slug: string): Promise<ResourceData | null>;
  /** The draft of the page whose draft is at `path`. */
  previewPage(path: string): Promise<PageData | null>;
  previewResource(documentId: string): Promise<ResourceData | null>;
  /** The navigation and global settings, each the draft or the published one. */
  layoutWith(drafts: { navigation: boolean; global: boolean }): Promise<LayoutData>;
}

export type ReleaseView = { kind: 'page'; data: PageData } | { kind: 'resource'; data: ResourceData };

const RESOURCE_PATH = /^\/resources\/([^/]+)$/i;
const same = (a: string | null | undefined, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

/** What the site will show at `path` once the release is published; null when nothing (a 404). */
export async function releaseView(plan: ReleasePlan, path: string, reads: ReleaseReads): Promise<ReleaseView | null> {
  const resourceSlug = RESOURCE_PATH.exec(path)?.[1];
  if (resourceSlug !== undefined) {
    const slug = decodeURIComponent(resourceSlug);
    const entries = plan.entries.filter((e) => e.kind === 'resource');
    const coming = entries.find((e) => e.action === 'publish' && same(e.draftSlug, slug));
    if (coming) {
      const data = await reads.previewResource(coming.documentId);
      return data && { kind: 'resource', data: { ...data } };
    }
    if (entries.some((e) => same(e.publishedSlug, slug))) return null;
    const data = await reads.resource(slug);
    return data && { kind: 'resource', data };
  }
  const entries = plan.entries.filter((e) => e.kind === 'page');
  if (entries.some((e) => e.action === 'publish' && same(e.draftPath, path))) {
    const data = await reads.previewPage(path);
    return data && { kind: 'page', data };
  }
  if (entries.some((e) => same(e.publishedPath, path))) return null;
  const data = await reads.page(path);
  return data && { kind: 'page', data: { ...data, preview: true } };
}

/** The layout the release will give the site: drafts of the navigation and global settings it publishes. */
export function releaseLayout(plan: ReleasePlan, reads: Pick<ReleaseReads, 'layoutWith'>): Promise<LayoutData> {
  const publishes = (kind: 'navigation' | 'global') => plan.entries.some((e) => e.kind === kind && e.action === 'publish');
  return reads.layoutWith({ navigation: publishes('navigation'), global: publishes('global') });
}
