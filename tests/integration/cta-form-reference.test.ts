// A call to action names a form built under Forms by reference (issue 37): a new "Conference
// registration" form with enquiry types, placed with the form block on its page, and a button on
// another page that opens it with an enquiry type chosen in advance and a campaign code.
// - the CMS refuses an enquiry type the chosen form does not offer, naming the button's field;
// - the page renders the button leading to the form's page (its context in the query, #enquire);
// - the visitor follows it, the form there carries the context, and the lead sent without
//   JavaScript names the form, the page and button it came from, the campaign and enquiry type.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { Visitor, editorJwt, sleep, storedFor, unique } from './forms-helpers';
import { adminApi, createAndPublish, stack } from './helpers';
import { conferenceForm, registrationPage } from '../../web/tests/e2e/support/conference-form';

const FORMS_ADMIN = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.form}`;
const PAGES_ADMIN = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;

let jwt = '';
const call = (path: string, init?: { method?: string; body?: unknown }) => adminApi(jwt, path, init);

const tag = unique();
const key = `conference-registration-${tag}`;
const formPath = `/connect-register-${tag}`;
const eventPath = `/connect-${tag}`;
const eventTitle = `Connect 2027 ${tag}`;
let formId = '';
const pageIds: string[] = [];

/** The page's HTML once it satisfies test (the CMS tells the web about a publish in the background). */
async function pageWhen(path: string, test: (html: string) => boolean, withinMs = 5000): Promise<string> {
  const started = Date.now();
  let html = '';
  while (Date.now() - started < withinMs) {
    html = await (await fetch(`${stack().webUrl}${path}`)).text();
    if (test(html)) return html;
    await sleep(100);
  }
  throw new Error(`${path} did not show what was expected within ${withinMs} ms`);
}

const unescapeHtml = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The hidden inputs of the form that posts to /api/forms/<key>, as the browser would send them. */
function hiddenInputs(html: string, form: string): Record<string, string> {
  const start = html.indexOf(`action="/api/forms/${form}"`);
  expect(start, `the page has no form posting to /api/forms/${form}`).toBeGreaterThan(-1);
  const body = html.slice(start, html.indexOf('</form>', start));
  const out: Record<string, string> = {};
  for (const [input] of body.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /\sname="([^"]*)"/.exec(input)?.[1];
    const value = /\svalue="([^"]*)"/.exec(input)?.[1] ?? '';
    if (name) out[name] = unescapeHtml(value);
  }
  return out;
}


const button = (overrides: Record<string, unknown> = {}) => ({
  label: 'Register as an exhibitor',
  href: formPath,
  style: 'primary',
  form: 'none',
  builtForm: { connect: [{ documentId: formId }] },
  enquiryType: 'exhibitor',
  campaign: 'connect-2027',
  ...overrides,
});

const eventPage = (actions: unknown[]) => ({
  title: eventTitle,
  path: eventPath,
  seo: { metaTitle: eventTitle, metaDescription: 'Connect 2027: a day of SD-WAN labs and private 5G panels for Australian IT teams, in Sydney.' },
  blocks: [{ __component: 'blocks.hero', variant: 'compact', heading: 'Connect 2027', actions }],
});

beforeAll(async () => {
  jwt = await editorJwt(stack().cmsUrl);
  formId = await createAndPublish(jwt, FORMS_ADMIN, conferenceForm(key));
  pageIds.push(
    await createAndPublish(jwt, PAGES_ADMIN, registrationPage(tag, formPath, formId)),
  );
});

afterAll(async () => {
  for (const id of pageIds) await call(`${PAGES_ADMIN}/${id}`, { method: 'DELETE' });
});

describe('a call to action that names a form from Forms', () => {
  it('is refused on save with an enquiry type the form does not offer, naming the button’s field', async () => {
    const refused = await call(PAGES_ADMIN, { method: 'POST', body: eventPage([button({ enquiryType: 'network' })]) });
    expect(refused.status, refused.text).toBe(400);
    const error = (refused.body as { error: { details: { errors: { path: string[]; message: string }[] } } }).error;
    expect(error.details.errors).toContainEqual(
      expect.objectContaining({ path: ['blocks', '0', 'actions', '0', 'enquiryType'], message: 'The form “Conference registration” offers: delegate, exhibitor' }),
    );
    // With no form at all, an enquiry type is refused too; one of the three by name keeps its own.
    const noForm = await call(PAGES_ADMIN, { method: 'POST', body: eventPage([button({ builtForm: null, enquiryType: 'delegate' })]) });
    expect(noForm.status, noForm.text).toBe(400);
    expect(noForm.text).toContain('Choose the form this button opens before an enquiry type');
  });

  let ctaHref = '';

  it('is saved with one it offers, and the page renders it leading to the form’s page with its context', async () => {
    const contactButton = { label: 'Ask about SD-WAN', href: '/contact-us', style: 'secondary', form: 'contact', enquiryType: 'network' };
    pageIds.push(await createAndPublish(jwt, PAGES_ADMIN, eventPage([button(), contactButton])));
    const html = await pageWhen(eventPath, (h) => h.includes('Register as an exhibitor'));
    const anchor = [...html.matchAll(/<a[^>]*>/g)].map((m) => m[0]).find((a) => a.includes('data-cta="register-as-an-exhibitor"'));
    expect(anchor, 'the button with its click-count name').toBeDefined();
    expect(anchor).toContain(`data-form="${key}"`);
    expect(anchor).toContain('data-enquiry="exhibitor"');
    expect(anchor).toContain('data-campaign="connect-2027"');
    ctaHref = unescapeHtml(/\shref="([^"]*)"/.exec(anchor!)![1]!);
    expect(ctaHref).toBe(`${formPath}?enquiry=exhibitor&from=${encodeURIComponent(eventPath)}&cta=register-as-an-exhibitor&campaign=connect-2027#enquire`);
    // The button naming one of the three forms works as before.
    expect(html).toMatch(/<a[^>]*href="\/contact-us\?enquiry=network&amp;from=[^"]*&amp;cta=ask-about-sd-wan#enquire"/);
  });

  it('keeps checking against the stored form when an edit leaves the button’s form as it was (as the admin saves it)', async () => {
    const eventId = pageIds[1]!;
    const one = await call(`${PAGES_ADMIN}/${eventId}`);
    expect(one.status, one.text).toBe(200);
    const blocks = (one.body!.data as { blocks: { id: number; __component: string; actions: Record<string, unknown>[] }[] }).blocks;
    const hero = blocks[0]!;
    expect(typeof hero.actions[0]!.id).toBe('number');
    // The admin sends an unchanged relation as an empty change, the stored rows by their ids.
    const edited = (enquiryType: string) => ({
      blocks: [{ ...hero, actions: hero.actions.map((a, i) => (i === 0 ? { ...a, builtForm: { connect: [], disconnect: [] }, enquiryType } : { ...a, builtForm: { connect: [], disconnect: [] } })) }],
    });
    const refused = await call(`${PAGES_ADMIN}/${eventId}`, { method: 'PUT', body: edited('network') });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.text).toContain('The form “Conference registration” offers: delegate, exhibitor');
    const saved = await call(`${PAGES_ADMIN}/${eventId}`, { method: 'PUT', body: edited('exhibitor') });
    expect(saved.status, saved.text).toBe(200);
    // The draft still names the form (the relation was left as it was; the admin reads its count).
    const draft = await call(`${PAGES_ADMIN}/${eventId}`);
    const actions = (draft.body!.data as { blocks: { actions: { builtForm: unknown }[] }[] }).blocks[0]!.actions;
    expect(actions.map((a) => a.builtForm)).toEqual([{ count: 1 }, { count: 0 }]);
    const published = await call(`${PAGES_ADMIN}/${eventId}/actions/publish`, { method: 'POST', body: {} });
    expect(published.status, published.text).toBe(200);
  });

  it('leads the visitor to the form, which records the page, button, campaign and enquiry type on the lead', async () => {
    const visitor = await new Visitor(stack().webUrl).arrive();
    const res = await visitor.browser.fetch(ctaHref.split('#')[0]!);
    expect(res.status).toBe(200);
    const html = await res.text();
    // The page's first form carries the anchor the button opens it at.
    expect(html).toMatch(new RegExp(`<section[^>]*id="enquire"[^>]*>[\\s\\S]*action="/api/forms/${key}"`));
    expect(html).toContain(`Register as an exhibitor (from ${eventTitle})`);
    expect(html).toMatch(/<option value="exhibitor" selected="">/);
    const hidden = hiddenInputs(html, key);
    expect(hidden).toMatchObject({ _page: formPath, _source: eventPath, _cta: 'register-as-an-exhibitor', campaign: 'connect-2027' });

    // Sent as a browser without JavaScript sends it: the hidden fields as rendered, and the answers.
    const email = `exhibitor-${tag}@example.com`;
    const { _started: _ignored, ...context } = hidden;
    const sent = await visitor.submit(key, { ...context, name: 'Robin Hart', email, attending: 'exhibitor', consent: 'on' });
    expect(sent.status, sent.text).toBe(303);

    const [lead] = await storedFor(stack().cmsUrl, jwt, email);
    expect(lead).toMatchObject({
      form: key,
      landingPath: formPath,
      sourcePage: eventPath,
      cta: 'register-as-an-exhibitor',
      campaign: 'connect-2027',
      enquiryType: 'exhibitor',
    });
    const csv = await call(`/leads/export?filters[$and][0][email][$eq]=${encodeURIComponent(email)}`);
    expect(csv.status, csv.text).toBe(200);
    for (const expected of ['Conference registration', eventPath, 'register-as-an-exhibitor', 'connect-2027']) expect(csv.text).toContain(expected);
  });
});
