// The staff app's reads in the browser (public pages run no loaders in the browser): the web's
// staff JSON (/api/staff/*, /api/auth/session) and the site's layout (/api/content/layout).
import type { LayoutData, StaffSource, StaffUser } from './content-source';
import type { StaffResource, StaffResourceList } from '../features/staff/staff-query';

export class ContentRequestError extends Error {
  constructor(readonly status: number) {
    super(`Content request failed with ${status}`);
  }
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!res.ok) throw new ContentRequestError(res.status);
  return (await res.json()) as T;
}

export const browserContentSource: StaffSource = {
  session: async () => {
    const res = await fetch('/api/auth/session', { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!res.ok) throw new ContentRequestError(res.status);
    const body = (await res.json()) as { authenticated: boolean; user?: StaffUser };
    return body.authenticated && body.user ? body.user : null;
  },
  layout: () => getJson<LayoutData>('/api/content/layout'),
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
