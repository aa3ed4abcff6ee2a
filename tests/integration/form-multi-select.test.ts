// A multi-select built under Forms, as a visitor meets it (issue 37): a group of tick boxes of one
// name under its question (not a text box), sent without JavaScript as several values of one name,
// stored and shown in the lead desk's answers as the options' wording; a required one left empty is
// a 400 naming it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { Visitor, editorJwt, post, sleep, storedFor, unique } from './forms-helpers';
import { adminApi, createAndPublish, stack } from './helpers';
import { choiceField, EMAIL_FIELD, formBlock, NAME_FIELD } from '../../web/tests/e2e/support/conference-form';
import { pageInput } from '../../web/tests/e2e/support/page-input';

const FORMS_ADMIN = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.form}`;
const PAGES_ADMIN = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.page}`;
const tag = unique();
const key = `site-survey-${tag}`;
const path = `/site-survey-${tag}`;
let jwt = '';
let pageId = '';

const call = (p: string, init?: { method?: string; body?: unknown }) => adminApi(jwt, p, init);


beforeAll(async () => {
  jwt = await editorJwt(stack().cmsUrl);
  const formId = await createAndPublish(jwt, FORMS_ADMIN, {
    name: 'Site survey request',
    key,
    heading: 'Book a site survey',
    submitLabel: 'Book my survey',
    fields: [
      NAME_FIELD,
      EMAIL_FIELD,
      choiceField('multi-select', 'services', 'Which services interest you?', { wifi: 'Managed Wi-Fi', radio: 'Two-way radio', cctv: 'CCTV' }, { width: 'full' }),
      { __component: 'form-fields.consent', key: 'consent', text: 'I agree to Ironbark Communications contacting me about a site survey.', required: true },
    ],
  });
  pageId = await createAndPublish(
    jwt,
    PAGES_ADMIN,
    pageInput(`Site survey ${tag}`, path, 'Book a site survey: an engineer visits, records what is there and recommends what your sites need.', [formBlock('Book a site survey', formId)]),
  );
});

afterAll(async () => {
  if (pageId) await call(`${PAGES_ADMIN}/${pageId}`, { method: 'DELETE' });
});

describe('a multi-select from Forms on the site', () => {
  let html = '';

  it('is a group of tick boxes of one name under its question', async () => {
    const started = Date.now();
    while (Date.now() - started < 5000) {
      html = await (await fetch(`${stack().webUrl}${path}`)).text();
      if (html.includes(`action="/api/forms/${key}"`)) break;
      await sleep(100);
    }
    expect(html).toContain(`action="/api/forms/${key}"`);
    expect(html).not.toContain('type="multiselect"');
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Which services interest you\?<\/legend>/);
    const boxes = [...html.matchAll(/<input type="checkbox"[^>]*name="services"[^>]*>/g)].map((m) => m[0]);
    expect(boxes.map((b) => /value="([^"]*)"/.exec(b)?.[1])).toEqual(['wifi', 'radio', 'cctv']);
  });

  it('is sent without JavaScript as several values of one name, and stored with the options’ wording', async () => {
    const visitor = await new Visitor(stack().webUrl).arrive();
    const email = `survey-${tag}@example.com`;
    const body = (services: string[]) => {
      const params = new URLSearchParams({ _started: visitor.started, _page: path, name: 'Alex Morgan', email, consent: 'on' });
      for (const s of services) params.append('services', s);
      return params.toString();
    };
    const empty = await post(stack().webUrl, `/api/forms/${key}`, body([]), visitor.headers());
    expect(empty.status).toBe(400);
    expect(empty.text).toContain('Which services interest you?');
    const sent = await post(stack().webUrl, `/api/forms/${key}`, body(['wifi', 'cctv']), visitor.headers());
    expect(sent.status, sent.text).toBe(303);
    let leads: Awaited<ReturnType<typeof storedFor>> = [];
    const since = Date.now();
    while (leads.length === 0 && Date.now() - since < 10_000) {
      leads = await storedFor(stack().cmsUrl, jwt, email);
      if (leads.length === 0) await sleep(200);
    }
    expect(leads).toHaveLength(1);
    const answers = JSON.stringify(leads[0]);
    expect(answers).toContain('wifi,cctv');
    expect(answers).toContain('Managed Wi-Fi, CCTV');
  });
});
