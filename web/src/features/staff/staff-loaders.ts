// Access rules and reads of the staff area (site spec section 2): staff routes need a session,
// otherwise they go to /login, which remembers where they were going (?next=, same-site paths
// only); /login with a session goes on to that page, or to /resources-manage. The reads go
// through the StaffSource: the CMS on the server, the web's staff JSON in the browser.
import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { StaffSource, StaffUser } from '../../lib/content-source';
import { safeLocalPath } from '../../lib/safe-path';
import { parseStaffQuery, type StaffResource, type StaffResourceList } from './staff-query';

export const STAFF_HOME = '/resources-manage';

/** Where to go after signing in: a same-site path, never /login itself. */
export function nextPath(value: string | null): string {
  const path = safeLocalPath(value, STAFF_HOME);
  return /^\/login(?:[/?#]|$)/i.test(path) ? STAFF_HOME : path;
}

/** /login, remembering the page asked for (the staff home needs no reminder). */
export function loginHref(from: string): string {
  const next = nextPath(from);
  return next === STAFF_HOME ? '/login' : `/login?${new URLSearchParams({ next })}`;
}

const here = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** A session that ended during a read (status 401) sends the visitor to /login. */
function signedOut(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}

async function asStaff<T>(request: Request, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (signedOut(error)) throw redirect(loginHref(here(request)));
    throw error;
  }
}

export async function requireStaff(source: StaffSource, { request }: LoaderFunctionArgs): Promise<StaffUser> {
  const user = await source.session();
  if (!user) throw redirect(loginHref(here(request)));
  return user;
}

export interface LoginData {
  next: string;
}

export async function requireAnonymous(source: StaffSource, { request }: LoaderFunctionArgs): Promise<LoginData> {
  const next = nextPath(new URL(request.url).searchParams.get('next'));
  if (await source.session()) throw redirect(next);
  return { next };
}

export function loadResourceList(source: StaffSource, { request }: LoaderFunctionArgs): Promise<StaffResourceList> {
  const query = parseStaffQuery(new URL(request.url).searchParams);
  return asStaff(request, () => source.staffResources(query));
}

export interface EditorData {
  /** null for a new resource. */
  resource: StaffResource | null;
}

export async function loadResourceEditor(source: StaffSource, { request, params }: LoaderFunctionArgs): Promise<EditorData> {
  const documentId = params.documentId;
  if (!documentId) return { resource: null };
  const resource = await asStaff(request, () => source.staffResource(documentId));
  if (!resource) throw data({ message: 'There is no resource at this address. It may have been deleted.' }, { status: 404 });
  return { resource };
}
