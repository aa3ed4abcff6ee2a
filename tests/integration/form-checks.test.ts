// Content checks and the preview of the form builder's forms (issue 37), against a real CMS and
// web: a form's draft without a consent field and without routing shows two warnings (in the edit
// view's checks and in the content report) and still publishes; a draft saved with its hidden
// value empty shows an error naming the field, in the report too, and its publish is refused with
// the same words. "Open preview" on a form signs a
// link to the web's /preview that draws the draft (a field not yet published) with the site's form
// island, sends nothing, and is private and never cached; an expired link answers 401, an altered
// one 403.
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { formContentType } from '@ironbark/shared/content/form';
import { signPreviewLink } from '@ironbark/shared/preview/signed-link';
import { editorJwt, sleep, unique } from './forms-helpers';
import { adminApi, stack } from './helpers';
import { CONSENT_FIELD as consent, EMAIL_FIELD as email, EVENT_FIELD as hidden, NAME_FIELD as name } from '../../web/tests/e2e/support/conference-form';

const FORMS = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.form}`;

interface Problem {
  code: string;
  severity: 'error' | 'warning';
  message: string;
  field?: string;
  fieldLabel?: string;
}
interface Checked {
  kind: string;
  documentId: string;
  preview: unknown;
  problems: Problem[];
}
interface Report {
  entries: { uid: string; documentId: string | null; kind: string; name: string; status: string; editLink: string; problems: Problem[] }[];
}

let jwt = '';
const call = (path: string, init: { method?: string; body?: unknown; bearer?: string } = {}) => adminApi(init.bearer ?? jwt, path, init);
const created: string[] = [];


async function createForm(label: string, fields: unknown[], extra: Record<string, unknown> = {}): Promise<string> {
  const tag = unique();
  const res = await call(FORMS, {
    method: 'POST',
    body: { name: `${label} ${tag}`, key: `it-form-checks-${tag}`, heading: `${label} heading`, submitLabel: 'Register', teamEmail: 'events@example.com.au', sendWebhooks: true, fields, ...extra },
  });
  expect(res.status, res.text).toBe(201);
  const documentId = String((res.body!.data as { documentId: string }).documentId);
  created.push(documentId);
  return documentId;
}

/** The form's draft as the admin reads it, for an update that sends it back whole. */
async function draftOf(documentId: string): Promise<Record<string, unknown>> {
  const res = await call(`${FORMS}/${documentId}`);
  expect(res.status, res.text).toBe(200);
  return res.body!.data as Record<string, unknown>;
}

/** Saves the draft with `changes` over it (fields without their stored ids: sent as new). */
async function saveDraft(documentId: string, changes: Record<string, unknown>) {
  const { name: n, key, heading, submitLabel, teamEmail, sendWebhooks, thankYou, archived } = await draftOf(documentId);
  const res = await call(`${FORMS}/${documentId}`, { method: 'PUT', body: { name: n, key, heading, submitLabel, teamEmail, sendWebhooks, thankYou, archived, ...changes } });
  expect(res.status, res.text).toBe(200);
}

async function checksOf(documentId: string): Promise<Checked> {
  const res = await call(`/content-checks/document/${CONTENT_TYPE_UIDS.form}/${documentId}`);
  expect(res.status, res.text).toBe(200);
  return res.body as unknown as Checked;
}

/** The report's entry for a document, once the report shows `ready` of it (it is recomputed after a change). */
async function reportEntry(documentId: string, ready: (e: Report['entries'][number] | undefined) => boolean) {
  const end = Date.now() + 30_000;
  let entry: Report['entries'][number] | undefined;
  do {
    const res = await call('/content-checks/report');
    expect(res.status, res.text).toBe(200);
    entry = (res.body as unknown as Report).entries.find((e) => e.documentId === documentId);
    if (ready(entry)) return entry;
    await sleep(300);
  } while (Date.now() < end);
  return entry;
}

const shape = (problems: Problem[]) => problems.map((p) => `${p.severity} ${p.code} ${p.field ?? ''}`);

beforeAll(async () => {
  jwt = await editorJwt(stack().cmsUrl);
});

afterAll(async () => {
  for (const documentId of created) await call(`${FORMS}/${documentId}`, { method: 'DELETE' });
});

describe('content checks of a form', () => {
  let documentId = '';

  it('a well-made form has no problems (and no search preview: a form has no address of its own)', async () => {
    documentId = await createForm('Checked form', [name, email, hidden, consent]);
    const checked = await checksOf(documentId);
    expect(checked).toMatchObject({ kind: 'form', documentId, preview: null, problems: [] });
  });

  it('no consent field and no routing are warnings, in the edit view and the report, and the form still publishes', async () => {
    await saveDraft(documentId, { fields: [name, email, hidden], teamEmail: null, sendWebhooks: false });
    const checked = await checksOf(documentId);
    expect(shape(checked.problems)).toEqual(['warning form-no-consent fields', 'warning form-no-routing teamEmail']);
    expect(checked.problems[0]!.message).toMatch(/^No consent field: .*Add a Consent field to Fields\.$/);
    expect(checked.problems[1]!.message).toMatch(/^No routing: the form has no Team e-mail and “Send to the lead webhooks” is off/);

    const entry = await reportEntry(documentId, (e) => e?.problems.length === 2);
    expect(entry).toMatchObject({ uid: CONTENT_TYPE_UIDS.form, kind: 'form', status: 'draft', editLink: `${FORMS}/${documentId}` });
    expect(entry!.name).toMatch(/^Checked form /);

    const published = await call(`${FORMS}/${documentId}/actions/publish`, { method: 'POST', body: {} });
    expect(published.status, published.text).toBe(200);
    const live = await reportEntry(documentId, (e) => e?.status === 'published');
    expect(live && shape(live.problems)).toEqual(['warning form-no-consent fields', 'warning form-no-routing teamEmail']);
  });

  it('a draft saved with an empty hidden value shows an error naming the field, in the report too, and its publish is refused with the same words', async () => {
    // Saved: Strapi asks for required values on publish only.
    const draftId = await createForm('Hidden value form', [name, email, { ...hidden, value: '' }, consent]);
    const checked = await checksOf(draftId);
    expect(shape(checked.problems)).toEqual(['error form-hidden-no-value fields.2.value']);
    const error = checked.problems[0]!;
    expect(error.fieldLabel).toBe('Fields, Field 3 (Hidden value “Event”), Value');
    expect(error.message).toMatch(/^Fields, Field 3 \(Hidden value “Event”\), Value: empty\. Visitors cannot fill in a hidden field/);

    const entry = await reportEntry(draftId, (e) => e?.problems.some((p) => p.severity === 'error') === true);
    expect(entry && shape(entry.problems)).toEqual(['error form-hidden-no-value fields.2.value']);

    const refused = await call(`${FORMS}/${draftId}/actions/publish`, { method: 'POST', body: {} });
    expect(refused.status, refused.text).toBe(400);
    const body = refused.body as { error: { name: string; message: string; details: { errors: { path: string[]; message: string }[] } } };
    expect(body.error.name).toBe('ValidationError');
    expect(body.error.message).toBe(`This form cannot be published: ${error.message}. Fix it, then publish again.`);
    expect(body.error.details.errors).toEqual([expect.objectContaining({ path: ['fields', '2', 'value'], message: error.message })]);
    // Nothing was published.
    const live = await call(`/api/forms?${qs.stringify({ filters: { documentId: { $eq: draftId } } }, { encodeValuesOnly: true })}`, { bearer: stack().env.CMS_API_TOKEN! });
    expect(live.status, live.text).toBe(200);
    expect(live.body!.data).toEqual([]);
  });
});

describe("a form's preview", () => {
  const tag = unique();
  const draftLabel = `Dietary needs ${tag}`;
  let documentId = '';
  let key = '';
  let url = '';

  beforeAll(async () => {
    documentId = await createForm('Previewed form', [name, email, hidden, consent]);
    const published = await call(`${FORMS}/${documentId}/actions/publish`, { method: 'POST', body: {} });
    expect(published.status, published.text).toBe(200);
    key = String((await draftOf(documentId)).key);
    // A field in the draft only: not yet published.
    await saveDraft(documentId, { fields: [name, email, { __component: 'form-fields.short-text', key: 'dietary', label: draftLabel, required: false, width: 'full', maxLength: 200, format: 'none', leadField: 'none' }, hidden, consent] });
  });

  it('is the link the admin opens: signed, to the web, naming the form by its documentId', async () => {
    const res = await call(`/content-manager/preview/url/${CONTENT_TYPE_UIDS.form}?${new URLSearchParams({ status: 'draft', documentId })}`);
    expect(res.status, res.text).toBe(200);
    url = String((res.body as { data?: { url?: string } }).data?.url ?? '');
    expect(url.startsWith(`${stack().webUrl}/preview?`), url).toBe(true);
    const params = new URL(url).searchParams;
    expect(params.get('kind')).toBe('form');
    expect(params.get('ref')).toBe(documentId);
    expect(url).not.toContain(stack().env.PREVIEW_SECRET!);
  });

  it("draws the draft with the site's form island, privately and never cached, and sends nothing", async () => {
    const res = await fetch(url, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(res.headers.get('x-cache')).toBeNull();
    const html = await res.text();
    expect(html).toContain('Preview of the draft of this form');
    expect(html).toContain(draftLabel);
    expect(html).toContain('Previewed form heading');
    expect(html).toContain('data-island="site-form"');
    // The form posts nowhere and its button waits for the island.
    const form = /<form[^>]*data-preview="true"[^>]*>/.exec(html)?.[0];
    expect(form, 'the preview form').toBeDefined();
    expect(form).not.toContain('action=');
    expect(html).not.toContain(`action="/api/forms/${key}"`);
    expect(html).toMatch(/<button type="submit" class="btn btn-primary" disabled="">Register<\/button>/);
  });

  it('the published form does not have the draft field yet', async () => {
    const res = await call(`/api/forms?${qs.stringify({ filters: { key: { $eq: key } }, populate: formContentType.populate }, { encodeValuesOnly: true })}`, { bearer: stack().env.CMS_API_TOKEN! });
    expect(res.status, res.text).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain(draftLabel);
  });

  it('an expired link answers 401 and an altered one 403, showing nothing of the draft', async () => {
    const expired = signPreviewLink({ kind: 'form', ref: documentId, expiresAt: Date.now() - 1000 }, stack().env.PREVIEW_SECRET!);
    const old = await fetch(`${stack().webUrl}/preview?${new URLSearchParams({ ...expired })}`, { headers: { accept: 'text/html' } });
    expect(old.status).toBe(401);
    expect(old.headers.get('cache-control')).toBe('private, no-store');
    const oldHtml = await old.text();
    expect(oldHtml).toContain('This preview link has expired');
    expect(oldHtml).not.toContain(draftLabel);

    const altered = new URL(url);
    altered.searchParams.set('sig', 'A'.repeat(43));
    const bad = await fetch(altered, { headers: { accept: 'text/html' } });
    expect(bad.status).toBe(403);
    expect(await bad.text()).not.toContain(draftLabel);
    const unsigned = await fetch(`${stack().webUrl}/preview?kind=form&ref=${documentId}`, { headers: { accept: 'text/html' } });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).not.toContain(draftLabel);
  });
});
