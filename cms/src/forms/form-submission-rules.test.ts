import { describe, expect, it } from 'vitest';
import { errors } from '@strapi/utils';
import { LEAD_UID, registerFormSubmissionRules } from './form-submission-rules';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

type Middleware = (context: { uid: string; action: string; params: unknown }, next: () => Promise<unknown>) => Promise<unknown>;

const KEY = 'abcdefghijklmnopqrstuvwxyz012345';

/** Just enough of Strapi for the middleware: documents.use and a lead store to look keys up in. */
function fakeStrapi(stored: { documentId: string; submissionKey: string }[]) {
  const middlewares: Middleware[] = [];
  const documents = Object.assign(
    (uid: string) => ({
      findFirst: async ({ filters }: { filters: { submissionKey: { $eq: string } } }) =>
        uid === LEAD_UID ? (stored.find((s) => s.submissionKey === filters.submissionKey.$eq) ?? null) : null,
    }),
    { use: (m: Middleware) => middlewares.push(m) },
  );
  const strapi = { documents, log: { info: () => undefined } };
  registerFormSubmissionRules(strapi as never);
  const run = (uid: string, action: string, data: unknown) =>
    middlewares[0]!({ uid, action, params: { data } }, async () => ({ documentId: 'new-lead' }));
  return { run };
}

const lead = { form: 'contact', name: 'Alex', email: 'alex@council.nsw.gov.au', landingPath: '/contact-us', submissionKey: KEY };

describe('form submission rules', () => {
  it('store a valid lead', async () => {
    await expect(fakeStrapi([]).run(LEAD_UID, 'create', lead)).resolves.toEqual({ documentId: 'new-lead' });
  });

  it('refuse an email the site\'s rule refuses, as a Strapi validation error naming the field', async () => {
    const attempt = fakeStrapi([]).run(LEAD_UID, 'create', { ...lead, email: 'audit@example..com' });
    await expect(attempt).rejects.toBeInstanceOf(errors.ValidationError);
    await expect(attempt).rejects.toMatchObject({
      details: { errors: [{ path: ['email'], message: 'Enter an email address like name@company.com.au' }] },
    });
  });

  it('apply the same rule when an editor updates a lead and to other content types (global settings)', async () => {
    await expect(fakeStrapi([]).run(LEAD_UID, 'update', { email: 'a@b.c' })).rejects.toBeInstanceOf(errors.ValidationError);
    await expect(fakeStrapi([]).run(CONTENT_TYPE_UIDS.global, 'update', { email: 'x@example..com' })).rejects.toBeInstanceOf(errors.ValidationError);
    await expect(fakeStrapi([]).run(LEAD_UID, 'update', { leadStatus: 'contacted' })).resolves.toEqual({ documentId: 'new-lead' });
  });

  it('answer a repeated create (same submission key) with the stored lead instead of a second one', async () => {
    const store = fakeStrapi([{ documentId: 'stored-lead', submissionKey: KEY }]);
    await expect(store.run(LEAD_UID, 'create', lead)).resolves.toEqual({ documentId: 'stored-lead', submissionKey: KEY });
    await expect(store.run(LEAD_UID, 'create', { ...lead, submissionKey: `${KEY}x` })).resolves.toEqual({ documentId: 'new-lead' });
  });

  it('leave reads and types without a definition alone', async () => {
    const store = fakeStrapi([]);
    await expect(store.run(LEAD_UID, 'findMany', { email: 'bad' })).resolves.toEqual({ documentId: 'new-lead' });
    await expect(store.run('plugin::users-permissions.user', 'create', { email: 'bad' })).resolves.toEqual({ documentId: 'new-lead' });
  });
});
