// What route loaders ask for. On the server the source reads the CMS (with its cache), and every
// public route's loader runs there only (public pages are server HTML with islands). The staff
// app's loaders run on both sides: in the browser their source is the web's staff JSON
// (browser-content-source.ts), so they only know StaffSource.
import type { FormContext } from '../features/forms/form-context';
import type { BlogSummary, Blog } from '@ironbark/shared/content/blog';
import type { DataNeedResults } from '@ironbark/shared/content/data-need-results';
import type { DataNeedKind } from '@ironbark/shared/content/data-needs';
import type { ResourceType } from '@ironbark/shared/content/resource-types';
import type { GlobalSettings } from '@ironbark/shared/content/global';
import type { Navigation } from '@ironbark/shared/content/navigation';
import type { Page } from '@ironbark/shared/content/page';
import type { Pagination } from '@ironbark/shared/content/strapi-envelope';
import type { FormDefinition } from '@ironbark/shared/forms/definitions';
import type { SearchFacet } from '@ironbark/shared/search/facets';
import type { SearchItem } from '@ironbark/shared/search/item';
import type { StaffResource, StaffResourceList, StaffResourceQuery } from '../features/staff/staff-query';

/** Settings the browser needs, from the server's validated environment. */
export interface PublicConfig {
  siteUrl: string;
  cmsPublicUrl: string;
  /** Bearer token the header search sends to the CMS; empty by default (spec section 7). */
  cmsSearchToken: string;
  /** Environment flags that enable the offline worker (both false by default). */
  production: boolean;
  staging: boolean;
}

export interface LayoutData {
  global: GlobalSettings;
  navigation: Navigation;
  config: PublicConfig;
}

/** One block's need (its definition's `needs`), resolved. */
export type ResolvedNeed = { [K in DataNeedKind]: { kind: K; value: DataNeedResults[K] } }[DataNeedKind];

/** Data some blocks need besides their own fields, resolved by the page loader. */
export interface PageExtras {
  /** What each block asked for (shared blockNeeds), by block id. */
  needs: Record<number, ResolvedNeed>;
}

export interface PageData {
  page: Page;
  extras: PageExtras;
  /** true when shown by the preview route (never cached, never indexed). */
  preview?: boolean;
  /**
   * Preview only: the blocks the site leaves out, where they stand and why, for the editor's
   * notice in their place (the CMS refuses to publish such a page).
   */
  skipped?: { index: number; message: string }[];
  /** Preview only: what the draft must fix before it can be published besides its blocks (its search fields). */
  notices?: string[];
  /** The call to action that led to this page's form (its query, checked; see forms/form-context). */
  formContext?: FormContext;
}

export interface ResourceListQuery {
  type?: ResourceType;
  page: number;
  /** Strictly newest first (feeds): featured resources are not pinned first. */
  newestFirst?: boolean;
}

export interface ResourceList {
  items: BlogSummary[];
  pagination: Pagination;
  type?: ResourceType;
}

export interface ResourceData {
  resource: Blog;
  related: BlogSummary[];
}

/** A form's draft as its preview shows it: the form visitors will get, or why the site would not show it. */
export interface FormPreviewData {
  /** How editors name it ("Conference registration"). */
  name: string;
  /** The runtime form from the draft; null when the draft breaks the form rules (then `problems`). */
  form: FormDefinition<string> | null;
  problems: string[];
  /** Archived: the site does not show it, whatever its fields. */
  archived: boolean;
}

/**
 * What a preview link shows: a page's draft (page), a resource's draft (resource), a published
 * page under the draft navigation and global settings (site; the layout comes from
 * previewLayout), or a form's draft drawn on its own (form).
 */
export type PreviewData =
  | { kind: 'page' | 'site'; data: PageData }
  | { kind: 'resource'; data: ResourceData }
  | { kind: 'form'; data: FormPreviewData }
  /** The site as it will be once a release is published, at the link's path (features/preview/release-preview.server.ts). */
  | { kind: 'release'; release: { id: number; name: string }; view: { kind: 'page'; data: PageData } | { kind: 'resource'; data: ResourceData } };

export interface SearchResults {
  term: string;
  items: SearchItem[];
  /** CMS total plus local page matches. */
  total: number;
  page: number;
  pageCount: number;
  /** A source that failed: its results are missing, the other's are shown. */
  failed: ('cms' | 'pages')[];
  /** "Did you mean": a nearby spelling, when the term as typed finds nothing (the items are for it). */
  suggestion: string | null;
  /** The facet shown (?type=), and the matches of each facet. */
  facet: SearchFacet | null;
  facets: Record<SearchFacet, number>;
}

export interface StaffUser {
  id: number;
  username: string;
  email: string;
}

/**
 * What the staff area reads, as the signed-in staff member: on the server from the CMS with the
 * session's own token, in the browser from the web's /api/staff/* JSON. A session that ends
 * while reading throws an error with status 401 (the loaders send the visitor to /login).
 */
export interface StaffReads {
  /** The signed-in staff member, or null (from the session cookie, which scripts cannot read). */
  session(): Promise<StaffUser | null>;
  /** All resources, drafts included, as the staff table shows them. */
  staffResources(query: StaffResourceQuery): Promise<StaffResourceList>;
  /** One resource's draft in full, for the editor; null when there is no such resource. */
  staffResource(documentId: string): Promise<StaffResource | null>;
}

/**
 * The reads a loader may make of the CMS besides the layout (a page, the resources, a search, a
 * preview), each declared once, by the feature that reads it: its `*-content.server.ts` exports
 * them as `reads` (web/server/content.server.ts finds those files by name) and adds their types
 * here with a `declare module` of this file (`interface SiteReads extends ...`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the features' reads are added to it
export interface SiteReads {}

export interface ContentSource extends StaffReads, SiteReads {
  layout(): Promise<LayoutData>;
}

/** What the staff area's loaders read (on the server, and in the browser's staff app). */
export type StaffSource = StaffReads & Pick<ContentSource, 'layout'>;
