// The form builder in the CMS (issue 37, steps 1 and 2): an editor builds a form of the field
// kinds, publishes it, and the web's token reads the published form, which converts to a runtime
// definition that checks a post with the forms' one rule set; the save-time rules refuse a key
// used twice or kept by the site and a number range the wrong way round, naming the field; the
// public cannot read forms; a publish keeps a history version (the type's opt-in).
import qs from 'qs';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORM_LABELS } from '@ironbark/shared/blocks/form-names';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import { formContentType } from '@ironbark/shared/content/form';
import { FORMS, validateForm } from '@ironbark/shared/forms/definitions';
import { runtimeForm } from '@ironbark/shared/forms/field-kinds/index';
import { Visitor, contactFields, editorJwt, storedFor, unique } from './forms-helpers';
import { adminApi, stack } from './helpers';
import { choiceField, CONSENT_FIELD, EMAIL_FIELD, EVENT_FIELD, NAME_FIELD } from '../../web/tests/e2e/support/conference-form';

const FORMS_ADMIN = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.form}`;

let jwt = '';

/** The admin API as the editor, or the content API with another token (adminApi, helpers.ts). */
const call = (path: string, init: { method?: string; body?: unknown; bearer?: string } = {}) => adminApi(init.bearer ?? jwt, path, init);

/** The published form with this key, as the web reads it with its token, converted to the runtime definition. */
async function publishedForm(key: string) {
  const query = qs.stringify({ filters: { key: { $eq: key } }, populate: formContentType.populate }, { encodeValuesOnly: true });
  const res = await call(`/api/forms?${query}`, { bearer: stack().env.CMS_API_TOKEN! });
  expect(res.status, res.text).toBe(200);
  const data = res.body!.data as Record<string, unknown>[];
  expect(data).toHaveLength(1);
  const converted = runtimeForm(data[0] as never);
  if (!converted.ok) throw new Error(JSON.stringify(converted.problems));
  return converted.form;
}

const fields = [
  { __component: 'form-fields.heading', heading: 'About you' },
  NAME_FIELD,
  EMAIL_FIELD,
  { __component: 'form-fields.number', key: 'fleetSize', label: 'Fleet size', required: true, width: 'half', min: 1, max: 10000 },
  choiceField('multi-select', 'sessions', 'Sessions', { keynote: 'Keynote', 'sd-wan-lab': 'SD-WAN lab' }, { required: false }),
  EVENT_FIELD,
  CONSENT_FIELD,
];

function formBody(name: string, key: string, withFields: unknown[] = fields) {
  return { name, key, heading: 'Register for Connect 2027', submitLabel: 'Register', thankYou: 'Thanks, see you there.', fields: withFields };
}

beforeAll(async () => {
  jwt = await editorJwt(stack().cmsUrl);
});

describe('a form built in the CMS', () => {
  const key = `conference-registration-${unique()}`;
  let documentId = '';

  it('is created and published by an editor', async () => {
    const created = await call(FORMS_ADMIN, { method: 'POST', body: formBody('Conference registration', key) });
    expect(created.status, created.text).toBe(201);
    documentId = String((created.body!.data as { documentId: string }).documentId);
    const published = await call(`${FORMS_ADMIN}/${documentId}/actions/publish`, { method: 'POST', body: {} });
    expect(published.status, published.text).toBe(200);
  });

  it("is read, published, with the web's token, and checks a post by the forms' rules", async () => {
    const form = await publishedForm(key);
    expect(form.title).toBe('Register for Connect 2027');
    expect(form.fields.map((f) => f.name)).toEqual(['_heading1', 'name', 'email', 'fleetSize', 'sessions', 'event', 'consent']);
    const post = { name: 'Robin Hart', email: 'robin@fleet.com.au', sessions: ['keynote'], consent: 'on' };
    expect(validateForm(form, post)).toEqual({ ok: false, errors: { fleetSize: 'Fleet size is required' } });
    expect(validateForm(form, { ...post, fleetSize: '20000' })).toEqual({ ok: false, errors: { fleetSize: 'Fleet size must be between 1 and 10,000' } });
    expect(validateForm(form, { ...post, fleetSize: '40' })).toEqual({
      ok: true,
      values: { name: 'Robin Hart', email: 'robin@fleet.com.au', fleetSize: '40', sessions: 'keynote', event: 'connect-2027', consent: 'yes' },
    });
  });

  it('is not readable by the public', async () => {
    const res = await fetch(`${stack().cmsUrl}/api/forms`);
    expect(res.status).toBe(403);
  });

  it('keeps a history version when published', async () => {
    const res = await call(`/history/versions?uid=${encodeURIComponent(CONTENT_TYPE_UIDS.form)}&documentId=${documentId}`);
    expect(res.status, res.text).toBe(200);
    const versions = res.body!.versions as { kind: string; title: string | null }[];
    expect(versions.some((v) => v.kind === 'publish' && v.title === 'Conference registration')).toBe(true);
  });
});

describe('the three forms that were code', () => {
  it.each(['contact', 'partner', 'campaign-lead'] as const)('the %s form is a published CMS form with exactly its code definition', async (name) => {
    const form = await publishedForm(name);
    // The CMS form adds its name for people (label); the rest is the code definition exactly.
    const { label, ...rest } = form;
    expect(label).toBe(FORM_LABELS[name]);
    expect({ ...rest, fields: rest.fields.map(({ kind: _kind, ...f }) => f) }).toEqual(FORMS[name]);
  });
});

describe('a form with leads', () => {
  it('cannot be deleted: a 400 that says to archive it; a form without leads can', async () => {
    const visitor = await new Visitor(stack().webUrl).arrive();
    const fields = contactFields();
    const sent = await visitor.submit('contact', fields, { json: true });
    expect(sent.status, sent.text).toBe(200);
    expect(await storedFor(stack().cmsUrl, jwt, fields.email!)).toHaveLength(1);

    const list = await call(`${FORMS_ADMIN}?filters[key][$eq]=contact`);
    expect(list.status, list.text).toBe(200);
    const contact = (list.body!.results as { documentId: string }[])[0]!;
    const refused = await call(`${FORMS_ADMIN}/${contact.documentId}`, { method: 'DELETE' });
    expect(refused.status, refused.text).toBe(400);
    const error = refused.body!.error as { details: { errors: { path: string[]; message: string }[] } };
    expect(error.details.errors[0]!.path).toEqual(['archived']);
    expect(error.details.errors[0]!.message).toMatch(/^The form "Contact form" has \d+ leads? and cannot be deleted: tick Archived instead/);
    expect((await call(`${FORMS_ADMIN}/${contact.documentId}`)).status).toBe(200);

    const spare = await call(FORMS_ADMIN, { method: 'POST', body: formBody('Spare form', `spare-${unique()}`) });
    expect(spare.status, spare.text).toBe(201);
    const deleted = await call(`${FORMS_ADMIN}/${(spare.body!.data as { documentId: string }).documentId}`, { method: 'DELETE' });
    expect(deleted.status, deleted.text).toBe(200);
  });
});

describe('the save-time rules name the field', () => {
  async function refused(body: unknown) {
    const res = await call(FORMS_ADMIN, { method: 'POST', body });
    expect(res.status, res.text).toBe(400);
    return (res.body!.error as { message: string; details: { errors: { path: string[]; message: string }[] } });
  }

  it('refuses a key used twice', async () => {
    const error = await refused(formBody('Twice', `twice-${unique()}`, [...fields, { ...fields[3], label: 'Fleet size again' }]));
    expect(error.details.errors[0]).toMatchObject({ path: ['fields'], message: 'The key "fleetSize" is already used by field 4' });
  });

  it("refuses a key the site keeps for its own (the bots' trap field)", async () => {
    const error = await refused(formBody('Kept', `kept-${unique()}`, [{ ...fields[1], key: 'website' }]));
    expect(error.details.errors[0]!.message).toBe('The key "website" is kept for the site\'s own use: choose another');
  });

  it('refuses a number range the wrong way round, naming its largest value', async () => {
    const error = await refused(formBody('Range', `range-${unique()}`, [{ ...fields[3], min: 10, max: 1 }, fields[2]]));
    expect(error.details.errors[0]).toMatchObject({ path: ['fields', '0', 'max'], message: 'Largest allowed must not be smaller than the smallest allowed' });
  });
});
