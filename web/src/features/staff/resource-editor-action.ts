// The resource editor's route action, in the browser: save, publish, unpublish, discard draft
// changes and delete, through the site's http client and the web's staff API.
import type { ActionFunctionArgs } from 'react-router-dom';
import { http } from '../../lib/http';
import type { StaffResource } from './staff-query';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export type Intent = 'save' | 'publish' | 'unpublish' | 'discard' | 'delete';

export type EditorActionResult =
  | { intent: Intent; ok: true; notice: string; resource?: StaffResource; createdId?: string; deletedTitle?: string; at: number }
  | { intent: Intent; ok: false; message: string; errors?: Record<string, string>; expired?: boolean; at: number };

async function send(method: string, url: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> | null }> {
  const res = await http(url, {
    method,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

const NOTICES: Record<Intent, string> = {
  save: 'Draft saved. The site still shows the published version, if there is one.',
  publish: 'Published. The resource is on the site within seconds.',
  unpublish: 'Unpublished. The resource has left the site; its draft is kept here.',
  discard: 'Draft changes discarded: the form shows the published version again.',
  delete: 'Deleted.',
};

export async function action({ request, params }: ActionFunctionArgs): Promise<EditorActionResult> {
  const { intent, input, title } = (await request.json()) as { intent: Intent; input?: unknown; title?: string };
  const at = Date.now();
  const fail = (status: number, json: Record<string, unknown> | null): EditorActionResult => {
    if (status === 401) return { intent, ok: false, expired: true, message: 'Your session has ended, so nothing was saved. Your changes are kept in this form.', at };
    if (status === 403) return { intent, ok: false, message: 'This page has expired. Reload it and try again; your changes are kept in this tab.', at };
    return {
      intent,
      ok: false,
      message: typeof json?.message === 'string' ? json.message : `The change could not be made (error ${status}). Try again shortly.`,
      errors: (json?.errors as Record<string, string> | undefined) ?? {},
      at,
    };
  };
  try {
    let documentId = params.documentId;
    let resource: StaffResource | undefined;
    let createdId: string | undefined;
    if (intent === 'save' || intent === 'publish') {
      const saved = await send(documentId ? 'PUT' : 'POST', documentId ? `/api/staff/resources/${documentId}` : '/api/staff/resources', input);
      if (saved.status !== 200 && saved.status !== 201) return fail(saved.status, saved.json);
      resource = saved.json?.data as StaffResource;
      if (!documentId) createdId = documentId = resource.documentId;
    }
    if (!documentId) return { intent, ok: false, message: 'Save the resource first.', at };
    if (intent === 'publish' || intent === 'unpublish' || intent === 'discard') {
      const done = await send('POST', `/api/staff/resources/${documentId}/${intent === 'discard' ? 'discard-draft' : intent}`);
      if (done.status !== 200) {
        const failed = fail(done.status, done.json);
        // A new resource was created before publishing failed: go to it, with the error shown.
        return createdId && !failed.ok ? { ...failed, message: `Saved as a draft, but not published: ${failed.message}` } : failed;
      }
      resource = done.json?.data as StaffResource;
    }
    if (intent === 'delete') {
      const done = await send('DELETE', `/api/staff/resources/${documentId}`);
      if (done.status !== 200) return fail(done.status, done.json);
      return { intent, ok: true, notice: `Deleted “${title ?? 'the resource'}”.`, deletedTitle: title ?? '', at };
    }
    return { intent, ok: true, notice: NOTICES[intent], resource, createdId, at };
  } catch {
    return { intent, ok: false, message: 'We could not reach the server. Check your connection and try again; your changes are kept.', at };
  }
}
