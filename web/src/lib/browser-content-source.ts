// The browser's content source (the staff app's: public pages run no loaders in the browser):
// the web server's JSON endpoints, which answer from the same cached server-side source the
// first render used.
import type {
  ContentSource,
  LayoutData,
  PageData,
  PreviewData,
  ResourceData,
  ResourceList,
  SearchResults,
  StaffUser,
} from './content-source';
import { previewQuery, type PreviewLink } from '../features/preview/preview-link';
import type { StaffResource, StaffResourceList } from '../features/staff/staff-query';

export class ContentRequestError extends Error {
  constructor(readonly status: number) {
    super(`Content request failed with ${status}`);
  }
}

async function getJson<T>(url: string, { nullOn404 = false } = {}): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (nullOn404 && res.status === 404) return null as T;
  if (!res.ok) throw new ContentRequestError(res.status);
  return (await res.json()) as T;
}

/** Preview reads: for this editor only, never kept; the server checks the link every time (401, 403). */
async function getPreview<T>(endpoint: 'preview' | 'preview-layout', link: PreviewLink): Promise<T | null> {
  const res = await fetch(`/api/content/${endpoint}?${previewQuery(link)}`, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (res.status === 404) return null;
  if (!res.ok) throw new ContentRequestError(res.status);
  return (await res.json()) as T;
}

export function pageDataUrl(path: string): string {
  return `/api/content/page?${new URLSearchParams({ path })}`;
}

export const browserContentSource: ContentSource = {
  session: async () => {
    const res = await fetch('/api/auth/session', { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) throw new ContentRequestError(res.status);
    const body = (await res.json()) as { authenticated: boolean; user?: StaffUser };
    return body.authenticated && body.user ? body.user : null;
  },
  layout: () => getJson<LayoutData>('/api/content/layout'),
  page: (path) => getJson<PageData | null>(pageDataUrl(path), { nullOn404: true }),
  resources: ({ type, page }) =>
    getJson<ResourceList>(
      `/api/content/resources?${new URLSearchParams({ ...(type ? { type } : {}), page: String(page) })}`,
    ),
  resource: (slug) =>
    getJson<ResourceData | null>(`/api/content/resource?${new URLSearchParams({ slug })}`, { nullOn404: true }),
  search: (term, page) =>
    getJson<SearchResults>(`/api/content/search?${new URLSearchParams({ query: term, page: String(page) })}`),
  preview: (link) => getPreview<PreviewData>('preview', link),
  previewLayout: async (link) => {
    const layout = await getPreview<LayoutData>('preview-layout', link);
    if (!layout) throw new ContentRequestError(404);
    return layout;
  },
  // Staff reads: never prefetched or kept (they change with every edit); 401 when the session ended.
  staffResources: async (query) => {
    // Loaded with the staff area, like the loaders that call this.
    const { staffQueryParams } = await import('../features/staff/staff-query');
    const res = await fetch(`/api/staff/resources?${staffQueryParams(query)}`, { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) throw new ContentRequestError(res.status);
    return (await res.json()) as StaffResourceList;
  },
  staffResource: async (documentId) => {
    const res = await fetch(`/api/staff/resources/${encodeURIComponent(documentId)}`, { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (res.status === 404) return null;
    if (!res.ok) throw new ContentRequestError(res.status);
    return ((await res.json()) as { data: StaffResource }).data;
  },
};
