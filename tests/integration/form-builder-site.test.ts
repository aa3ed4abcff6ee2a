// The form builder as marketing uses it, end to end through the running site (issue 37):
// - the demo editor adds a required "Fleet size" (1-10,000) to the campaign form and publishes:
//   the campaign page shows it at once, a post without it is a 400 naming it (JSON and no
//   JavaScript alike), a post with it is stored and read back by its label in the lead desk and
//   the CSV; the contact page, which does not show that form, is not dropped from the cache;
// - renamed afterwards, the old lead keeps the old label and answer;
// - a new "Conference registration" form placed with the form block on a new page is sent once:
//   the lead names the form and the page.
// The campaign form is put back as it was afterwards (the other suites post it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { Visitor, editorJwt, expectHtmlPage, sleep, storedFor, unique } from './forms-helpers';
import { adminApi, stack } from './helpers';
import { choiceField, CONSENT_FIELD, EMAIL_FIELD, EVENT_FIELD, formBlock, NAME_FIELD } from '../../web/tests/e2e/support/conference-form';
import { pageInput } from '../../web/tests/e2e/support/page-input';

const FORMS_ADMIN = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.form}`;
const PAGES_ADMIN = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const CAMPAIGN_PAGE = '/gday22';

let jwt = '';
const call = (path: string, init?: { method?: string; body?: unknown }) => adminApi(jwt, path, init);

/** A form's fields as the content manager sends them back, without the ids of their stored rows. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'id').map(([k, v]) => [k, withoutIds(v)]));
  }
  return value;
}

async function formDocument(key: string) {
  const list = await call(`${FORMS_ADMIN}?filters[$and][0][key][$eq]=${key}&page=1&pageSize=1`);
  expect(list.status, list.text).toBe(200);
  const documentId = (list.body!.results as { documentId: string }[])[0]!.documentId;
  const one = await call(`${FORMS_ADMIN}/${documentId}`);
  expect(one.status, one.text).toBe(200);
  return { documentId, data: one.body!.data as { fields: unknown[] } & Record<string, unknown> };
}

async function saveAndPublish(documentId: string, fields: unknown[]) {
  const saved = await call(`${FORMS_ADMIN}/${documentId}`, { method: 'PUT', body: { fields } });
  expect(saved.status, saved.text).toBe(200);
  const published = await call(`${FORMS_ADMIN}/${documentId}/actions/publish`, { method: 'POST', body: {} });
  expect(published.status, published.text).toBe(200);
}

/** The page's HTML once it satisfies test (the CMS tells the web about a publish in the background). */
async function pageWhen(path: string, test: (html: string) => boolean, withinMs = 5000): Promise<{ html: string; ms: number }> {
  const started = Date.now();
  let html = '';
  while (Date.now() - started < withinMs) {
    html = await (await fetch(`${stack().webUrl}${path}`)).text();
    if (test(html)) return { html, ms: Date.now() - started };
    await sleep(100);
  }
  throw new Error(`${path} did not change within ${withinMs} ms`);
}

const fleetField = { __component: 'form-fields.number', key: 'fleetSize', label: 'Fleet size', required: true, width: 'half', min: 1, max: 10000 };

function campaignPost(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    _page: CAMPAIGN_PAGE,
    campaign: 'gday22',
    name: 'Fleet Manager',
    email: `fleet-${unique()}@example.com`,
    phone: '02 5550 4200',
    organisation: 'Riverina Freight',
    ...overrides,
  };
}

let campaignForm: { documentId: string; fields: unknown[] } = { documentId: '', fields: [] };

beforeAll(async () => {
  jwt = await editorJwt(stack().cmsUrl);
  const { documentId, data } = await formDocument('campaign-lead');
  campaignForm = { documentId, fields: withoutIds(data.fields) as unknown[] };
});

afterAll(async () => {
  if (campaignForm.documentId) await saveAndPublish(campaignForm.documentId, campaignForm.fields);
});

describe('a required "Fleet size" added to the campaign form', () => {
  let leadId = '';
  let email = '';

  it('is on the campaign page as soon as it is published, and only that form’s pages are dropped', async () => {
    const { html: first } = await pageWhen(CAMPAIGN_PAGE, (html) => html.includes('name="organisation"'));
    expect(first).not.toContain('Fleet size');
    // The contact page (another form) is cached now; publishing the campaign form must not drop it.
    await fetch(`${stack().webUrl}/contact-us`);
    const before = await fetch(`${stack().webUrl}/contact-us`);
    expect(before.headers.get('x-cache')).toBe('HIT');

    await saveAndPublish(campaignForm.documentId, [...campaignForm.fields, fleetField]);
    const { html, ms } = await pageWhen(CAMPAIGN_PAGE, (h) => h.includes('Fleet size'));
    expect(ms).toBeLessThan(5000);
    expect(html).toMatch(/<input[^>]*name="fleetSize"[^>]*type="number"|<input[^>]*type="number"[^>]*name="fleetSize"/);

    const after = await fetch(`${stack().webUrl}/contact-us`);
    expect(after.headers.get('x-cache'), 'the contact page was dropped by a change to another form').toBe('HIT');
  });

  it('a post without it gets a 400 naming it, with JavaScript and without', async () => {
    const visitor = await new Visitor(stack().webUrl).arrive();
    const json = await visitor.submit('campaign-lead', campaignPost(), { json: true });
    expect(json.status, json.text).toBe(400);
    expect(JSON.parse(json.text).errors).toEqual({ fleetSize: 'Fleet size is required' });

    const plain = await visitor.submit('campaign-lead', campaignPost({ fleetSize: '20000' }));
    expect(plain.status).toBe(400);
    expectHtmlPage(plain);
    expect(plain.text).toContain('Fleet size must be between 1 and 10,000');
  });

  it('a post with it is stored, and the lead desk and the CSV show it by its label', async () => {
    const visitor = await new Visitor(stack().webUrl).arrive();
    const fields = campaignPost({ fleetSize: '250' });
    email = fields.email!;
    const sent = await visitor.submit('campaign-lead', fields);
    expect(sent.status, sent.text).toBe(303);
    const [lead] = await storedFor(stack().cmsUrl, jwt, email);
    expect(lead).toMatchObject({ form: 'campaign-lead', campaign: 'gday22', extra: { fleetSize: '250' } });
    leadId = lead!.documentId;

    const answers = await call(`/leads/answers/${leadId}`);
    expect(answers.status, answers.text).toBe(200);
    expect(answers.body!.answers).toContainEqual({ field: 'fleetSize', label: 'Fleet size', value: '250' });

    const csv = await call(`/leads/export?filters[$and][0][email][$eq]=${encodeURIComponent(email)}`);
    expect(csv.status, csv.text).toBe(200);
    expect(csv.text).toContain('Fleet size: 250');
    expect(csv.text).toContain('Campaign lead');
  });

  it('renamed later, the old lead keeps the old label and answer', async () => {
    await saveAndPublish(campaignForm.documentId, [...campaignForm.fields, { ...fleetField, label: 'Number of vehicles' }]);
    await pageWhen(CAMPAIGN_PAGE, (h) => h.includes('Number of vehicles'));
    const answers = await call(`/leads/answers/${leadId}`);
    expect(answers.body!.answers).toContainEqual({ field: 'fleetSize', label: 'Fleet size', value: '250' });
    const csv = await call(`/leads/export?filters[$and][0][email][$eq]=${encodeURIComponent(email)}`);
    expect(csv.text).toContain('Fleet size: 250');
    expect(csv.text).not.toContain('Number of vehicles');
  });
});

describe('a new form, "Conference registration", on a new page', () => {
  const tag = unique();
  const key = `conference-registration-${tag}`;
  const path = `/events-connect-${tag}`;
  let formId = '';
  let pageId = '';

  afterAll(async () => {
    if (pageId) await call(`${PAGES_ADMIN}/${pageId}`, { method: 'DELETE' });
  });

  it('is built, placed with the form block and shown on the page', async () => {
    const created = await call(FORMS_ADMIN, {
      method: 'POST',
      body: {
        name: 'Conference registration',
        key,
        heading: 'Register for Connect 2027',
        submitLabel: 'Register',
        thankYou: 'Thanks, your place at Connect 2027 is booked. We will e-mail the details.',
        fields: [
          NAME_FIELD,
          EMAIL_FIELD,
          choiceField('select', 'session', 'Session', { morning: 'Morning: SD-WAN lab', afternoon: 'Afternoon: private 5G panel' }, { width: 'full', isEnquiryType: false }),
          EVENT_FIELD,
          CONSENT_FIELD,
        ],
      },
    });
    expect(created.status, created.text).toBe(201);
    formId = String((created.body!.data as { documentId: string }).documentId);
    const published = await call(`${FORMS_ADMIN}/${formId}/actions/publish`, { method: 'POST', body: {} });
    expect(published.status, published.text).toBe(200);

    const page = await call(PAGES_ADMIN, {
      method: 'POST',
      body: pageInput(`Connect 2027 ${tag}`, path, 'Register for Connect 2027, our day of SD-WAN labs and private 5G panels for Australian IT teams.', [formBlock('Save your place', formId)]),
    });
    expect(page.status, page.text).toBe(201);
    pageId = String((page.body!.data as { documentId: string }).documentId);
    const pagePublished = await call(`${PAGES_ADMIN}/${pageId}/actions/publish`, { method: 'POST', body: {} });
    expect(pagePublished.status, pagePublished.text).toBe(200);

    const { html } = await pageWhen(path, (h) => h.includes('Afternoon: private 5G panel'));
    expect(html).toContain(`action="/api/forms/${key}"`);
    expect(html).toContain('Save your place');
  });

  it('sent once, its lead names the form and the page', async () => {
    const visitor = await new Visitor(stack().webUrl).arrive();
    const email = `connect-${tag}@example.com`;
    const sent = await visitor.submit(key, { _page: path, name: 'Robin Hart', email, session: 'afternoon', consent: 'on' }, { json: true });
    expect(sent.status, sent.text).toBe(200);
    const [lead] = await storedFor(stack().cmsUrl, jwt, email);
    expect(lead).toMatchObject({ form: key, landingPath: path, name: 'Robin Hart', consent: true, extra: { session: 'afternoon', event: 'connect-2027' } });
    const answers = await call(`/leads/answers/${lead!.documentId}`);
    expect(answers.body!.answers).toContainEqual({ field: 'session', label: 'Session', value: 'Afternoon: private 5G panel' });
    const csv = await call(`/leads/export?filters[$and][0][email][$eq]=${encodeURIComponent(email)}`);
    expect(csv.text).toContain('Conference registration');
    expect(csv.text).toContain(path);
  });

  it('a post to a form that does not exist is a 404, not a lead', async () => {
    const visitor = await new Visitor(stack().webUrl).arrive();
    const res = await visitor.submit(`no-such-form-${tag}`, { _page: path, name: 'X', email: 'x@example.com' }, { json: true });
    expect(res.status).toBe(404);
  });
});
