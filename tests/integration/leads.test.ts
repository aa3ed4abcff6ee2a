// Leads end to end (issue 25): a lead keeps where the visit came from (source page, button,
// campaign, referrer, first and last utm_*) through the forms API; editors work a lead through
// the admin API (status and notes; what the visitor sent stays as sent), give it to an owner (an
// admin user) through the leads plugin, and export the leads list as CSV with its filters; a
// gated guide stores a lead and answers with a link to the file; a page
// with a block the site would leave out cannot be published, and its preview says why.
// (The measurement dashboard's figures: measurement.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactFields, editorJwt, post, sleep, storedFor, unique, Visitor } from './forms-helpers';
import { adminApi, stack } from './helpers';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { hero, pageInput } from '../../web/tests/e2e/support/page-input';

const LEADS = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}`;
const PAGES = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const BLOGS = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.blog}`;

let jwt: string;

const admin = (path: string, init?: { method?: string; body?: unknown }) => adminApi(jwt, path, init);

beforeAll(async () => {
  jwt = await editorJwt(stack().cmsUrl);
});

describe('a lead keeps where the visit came from', () => {
  it('stores the source page, button, campaign, referrer and first and last utm_* values posted with the form', async () => {
    const visitor = await new Visitor(stack().webUrl).arrive();
    const fields = contactFields({
      _source: '/services/network-solutions/sd-wan',
      _cta: 'book-an-sd-wan-assessment',
      _ref: 'www.linkedin.com',
      _utm_first_source: 'linkedin',
      _utm_first_campaign: 'q1-sdwan',
      _utm_last_source: 'newsletter',
      _utm_last_medium: 'email',
    });
    const res = await visitor.submit('contact', fields, { json: true });
    expect(res.status, res.text).toBe(200);
    const [lead] = await storedFor(stack().cmsUrl, jwt, fields.email!);
    expect(lead).toMatchObject({
      sourcePage: '/services/network-solutions/sd-wan',
      landingPath: '/contact-us',
      cta: 'book-an-sd-wan-assessment',
      campaign: 'q1-sdwan',
      referrerHost: 'www.linkedin.com',
      firstUtmSource: 'linkedin',
      firstUtmCampaign: 'q1-sdwan',
      lastUtmSource: 'newsletter',
      lastUtmMedium: 'email',
      enquiryType: 'network',
      leadStatus: 'new',
      // The test stack has no SMTP server: the lead says nobody was e-mailed.
      notifyStatus: 'off',
    });
  });

  it("leaves out context a link could have spoilt, and still stores the visitor's message", async () => {
    const visitor = await new Visitor(stack().webUrl).arrive();
    const fields = contactFields({ _source: 'https://elsewhere.example/', _utm_first_source: 'x'.repeat(101), _cta: '<b>now</b>' });
    const res = await visitor.submit('contact', fields, { json: true });
    expect(res.status, res.text).toBe(200);
    const [lead] = await storedFor(stack().cmsUrl, jwt, fields.email!);
    expect(lead).toMatchObject({ sourcePage: '/contact-us', firstUtmSource: null, cta: null });
  });
});

describe('editors work a lead in the admin', () => {
  let documentId: string;
  const campaign = `it-${unique()}`;

  beforeAll(async () => {
    const visitor = await new Visitor(stack().webUrl).arrive();
    const fields = contactFields({ campaign, name: 'Worked Lead' });
    expect((await visitor.submit('contact', fields, { json: true })).status).toBe(200);
    documentId = (await storedFor(stack().cmsUrl, jwt, fields.email!))[0]!.documentId;
  });

  it('sets the status and notes; what the visitor sent cannot be changed', async () => {
    const res = await admin(`${LEADS}/${documentId}`, {
      method: 'PUT',
      body: { leadStatus: 'qualified', notes: 'Called; quote by Friday.', name: 'Someone Else' },
    });
    expect(res.status, res.text).toBe(200);
    expect((res.body?.data as Record<string, unknown>) ?? {}).toMatchObject({ leadStatus: 'qualified', notes: 'Called; quote by Friday.', name: 'Worked Lead' });
  });

  it('gives the lead to an admin user (the lead panel\'s picker), who shows as its owner', async () => {
    const me = ((await admin('/admin/users/me')).body?.data as { id: number }).id;
    const team = await admin('/leads/owners');
    expect(team.status).toBe(200);
    expect((team.body?.owners as { id: number; email: string }[]).find((o) => o.id === me)?.email).toBe('admin@example.com');
    const res = await admin('/leads/bulk', { method: 'POST', body: { documentIds: [documentId], owner: me } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ updated: 1, owner: { id: me, email: 'admin@example.com' } });
    const answers = await admin(`/leads/answers/${documentId}`);
    expect(answers.body).toMatchObject({ owner: { id: me, email: 'admin@example.com' }, canChangeOwner: true });
  });

  it('refuses an owner who is not an active admin user (naming the field), and a status that does not exist', async () => {
    const bulk = await admin('/leads/bulk', { method: 'POST', body: { documentIds: [documentId], owner: 999_999 } });
    expect(bulk.status).toBe(400);
    expect(bulk.text).toContain('not an active admin user');
    const owner = await admin(`${LEADS}/${documentId}`, { method: 'PUT', body: { owner: { connect: [{ id: 999_999 }] } } });
    expect(owner.status).toBe(400);
    expect((owner.body?.error as { details?: { errors?: { path: string[] }[] } })?.details?.errors?.[0]?.path).toEqual(['owner']);
    const status = await admin(`${LEADS}/${documentId}`, { method: 'PUT', body: { leadStatus: 'closed' } });
    expect(status.status).toBe(400);
    const bulkStatus = await admin('/leads/bulk', { method: 'POST', body: { documentIds: [documentId], leadStatus: 'closed' } });
    expect(bulkStatus.status).toBe(400);
    expect(bulkStatus.text).toContain('leadStatus');
  });

  it("exports the list as CSV with the list's filter, every answer labelled", async () => {
    const res = await admin(`/leads/export?filters[$and][0][campaign][$eq]=${campaign}&sort=createdAt:DESC`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = res.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('Received,Status,Owner,Name,Organisation,Email,Phone,Form,Enquiry type,Source page');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Qualified,admin@example.com,Worked Lead');
    expect(lines[1]).toContain('What is your enquiry about?: Network solutions');
    expect(lines[1]).toContain(campaign);
  });

  it('an editor deletes a lead marked Spam, and the audit trail records who deleted which lead; a lead not marked Spam stays', async () => {
    const visitor = await new Visitor(stack().webUrl).arrive();
    const fields = contactFields({ name: `Spam Bot ${unique()}` });
    expect((await visitor.submit('contact', fields, { json: true })).status).toBe(200);
    const spamId = (await storedFor(stack().cmsUrl, jwt, fields.email!))[0]!.documentId;
    const refused = await admin(`${LEADS}/${spamId}`, { method: 'DELETE' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Only leads marked Spam can be deleted');
    expect(await storedFor(stack().cmsUrl, jwt, fields.email!)).toHaveLength(1);
    expect((await admin('/leads/bulk', { method: 'POST', body: { documentIds: [spamId], leadStatus: 'spam' } })).status).toBe(200);
    const deleted = await admin(`${LEADS}/${spamId}`, { method: 'DELETE' });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await storedFor(stack().cmsUrl, jwt, fields.email!)).toHaveLength(0);
    const audit = await admin(`/scheduling/audit?uid=${CONTENT_TYPE_UIDS.formSubmission}&documentId=${spamId}`);
    expect(audit.status).toBe(200);
    const [entry] = audit.body?.results as { action: string; type: string; summary: string; at: string; actor: { email: string } }[];
    expect(entry).toMatchObject({ action: 'delete', type: 'Form submission', summary: `Deleted form submission “${fields.name}”`, actor: { email: 'admin@example.com' } });
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);
  });

  it("answers a lead's answers by the form's labels", async () => {
    const res = await admin(`/leads/answers/${documentId}`);
    expect(res.status).toBe(200);
    expect(res.body?.answers).toContainEqual({ field: 'enquiryType', label: 'What is your enquiry about?', value: 'Network solutions' });
  });

  it('says e-mail is not set up when it is not', async () => {
    const res = await admin('/leads/health');
    expect(res.body).toEqual({ email: { configured: false, missing: ['SMTP_HOST', 'FORMS_NOTIFY_EMAIL'] }, webhooks: [] });
  });
});

describe('gated resources', () => {
  const slug = 'sd-wan-buyers-checklist';
  let documentId: string;

  beforeAll(async () => {
    const found = await admin(`${BLOGS}?filters[$and][0][slug][$eq]=${slug}`);
    documentId = ((found.body?.results as { documentId: string }[]) ?? [])[0]!.documentId;
    expect((await admin(`${BLOGS}/${documentId}`, { method: 'PUT', body: { gated: true } })).status).toBe(200);
    expect((await admin(`${BLOGS}/${documentId}/actions/publish`, { method: 'POST', body: {} })).status).toBe(200);
    await sleep(1500);
  });

  afterAll(async () => {
    await admin(`${BLOGS}/${documentId}`, { method: 'PUT', body: { gated: false } });
    await admin(`${BLOGS}/${documentId}/actions/publish`, { method: 'POST', body: {} });
  });

  it('asks for name and email before the file, stores the lead with the guide as its source and answers with the file', async () => {
    const page = await (await fetch(`${stack().webUrl}/resources/${slug}`)).text();
    expect(page).toContain(`href="/resources/${slug}/download"`);
    const gate = await fetch(`${stack().webUrl}/resources/${slug}/download`);
    expect(gate.status).toBe(200);
    expect(gate.headers.get('cache-control')).toBe('no-store');
    const html = await gate.text();
    expect(html).toContain('action="/api/forms/download"');
    const started = /name="_started" value="([^"]+)"/.exec(html)?.[1];
    expect(started).toBeTruthy();
    await sleep(3200);
    const email = `gate-${unique()}@example.com`;
    const body = new URLSearchParams({ _page: `/resources/${slug}`, resource: slug, _started: started!, name: 'Gate Tester', email, _source: '/somewhere-else' });
    const res = await post(stack().webUrl, '/api/forms/download', body.toString(), { 'content-type': 'application/x-www-form-urlencoded', origin: stack().webUrl });
    expect(res.status, res.text).toBe(303);
    // A signed link of its own, good once (gated-files.test.ts covers its lifetime and storage).
    expect(String(res.headers.location)).toMatch(/^\/api\/downloads\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const file = await fetch(`${stack().webUrl}${String(res.headers.location)}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('pdf');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(`${stack().webUrl}${String(res.headers.location)}`)).status).toBe(410);
    const [lead] = await storedFor(stack().cmsUrl, jwt, email);
    expect(lead).toMatchObject({ form: 'download', name: 'Gate Tester', sourcePage: `/resources/${slug}` });
  });

  it('an ungated guide downloads at once', async () => {
    const other = await admin(`${BLOGS}?filters[$and][0][slug][$ne]=${slug}&filters[$and][1][doc][$notNull]=true&pageSize=1`);
    const otherSlug = ((other.body?.results as { slug: string }[]) ?? [])[0]?.slug;
    expect(otherSlug).toBeTruthy();
    const page = await (await fetch(`${stack().webUrl}/resources/${otherSlug}`)).text();
    expect(page).not.toContain(`/resources/${otherSlug}/download`);
    expect(page).toMatch(/href="\/uploads\/[^"]+\.pdf"/);
  });
});

describe('broken blocks are visible to editors', () => {
  it('refuses to publish a page with a banner without its button, and its preview shows why', async () => {
    const path = `/it-broken-${unique()}`;
    const created = await admin(PAGES, {
      method: 'POST',
      body: pageInput('Broken banner', path, 'A page whose call-to-action banner has lost its button.', [
        hero('Broken banner'),
        { __component: 'blocks.cta-banner', heading: 'Ready to talk?', tone: 'brand', actions: [] },
      ]),
    });
    expect(created.status, created.text).toBe(201);
    const documentId = String((created.body?.data as Record<string, unknown>).documentId);
    const published = await admin(`${PAGES}/${documentId}/actions/publish`, { method: 'POST', body: {} });
    expect(published.status).toBe(400);
    expect((published.body?.error as { message: string }).message).toBe(
      'This page cannot be published: the site would leave out a block. Block 2, Call-to-action banner: Buttons: at least 1 needed. Fix it or remove it, then publish again.',
    );

    const link = await admin(`/content-manager/preview/url/${CONTENT_TYPE_UIDS.page}?status=draft&documentId=${documentId}`);
    const html = await (await fetch(String((link.body?.data as { url: string }).url))).text();
    expect(html).toContain('This block is not shown on the site.');
    expect(html).toContain('Block 2, Call-to-action banner: Buttons: at least 1 needed');
    // The public site never shows the notice: the page is not published at all.
    expect((await fetch(`${stack().webUrl}${path}`, { redirect: 'manual' })).status).not.toBe(200);
    await admin(`${PAGES}/${documentId}`, { method: 'DELETE' });
  });

  it('publishes a page whose blocks are all valid', async () => {
    const found = await admin(`${PAGES}?filters[$and][0][path][$eq]=/contact-us`);
    const documentId = ((found.body?.results as { documentId: string }[]) ?? [])[0]!.documentId;
    expect((await admin(`${PAGES}/${documentId}/actions/publish`, { method: 'POST', body: {} })).status).toBe(200);
  });
});
