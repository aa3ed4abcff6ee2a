// The team's notification e-mail about each lead: a local SMTP server and a second stack
// configured to use it (the site forms themselves are in forms.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ES module without type declarations
import { startStack } from '../../scripts/lib/test-stack.mjs';
import { temporarySmallSeed } from './cms-only';
import { contactFields, editorJwt, storedFor, unique, Visitor } from './forms-helpers';
import { waitFor } from './helpers';
import { startTestSmtp, type TestSmtp } from './test-smtp';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

describe('notification emails (a second stack with SMTP configured)', () => {
  const NOTIFY = 'sales@ironbark.example';
  interface Mail {
    from: string;
    to: string[];
    raw: string;
  }
  const mails: Mail[] = [];
  let attempts = 0;
  let refuse = false;
  let smtp: TestSmtp | undefined;
  let second: { cmsUrl: string; webUrl: string; logs: string[]; stop(): Promise<void> } | undefined;
  let jwt: string;
  // The forms and the contact page are all it needs: the small seed starts 40 s sooner.
  const seed = temporarySmallSeed();

  beforeAll(async () => {
    smtp = await startTestSmtp((raw, session) => {
      attempts++;
      if (refuse) return Object.assign(new Error('Mailbox unavailable (refused by the test)'), { responseCode: 550 });
      mails.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), raw });
    });
    second = await startStack({
      extraCmsEnv: { ...seed.env, ...smtp.env, FORMS_NOTIFY_EMAIL: NOTIFY },
    });
    jwt = await editorJwt(second!.cmsUrl);
  });

  afterAll(async () => {
    await second?.stop();
    seed.remove();
    await smtp?.close();
  });

  /** Mail text with quoted-printable soft line breaks and folded headers undone. */
  const plain = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');

  it('a stored submission produces an email to the team that names the submitter', async () => {
    refuse = false;
    const visitor = await new Visitor(second!.webUrl).arrive();
    const name = `Mailtest Person ${unique()}`;
    const fields = contactFields({ name });
    const res = await visitor.submit('contact', fields);
    expect(res.status, res.text).toBe(303);

    const mail = await waitFor(
      () => mails.find((m) => plain(m.raw).includes(fields.email!)),
      (m) => m !== undefined,
    );
    expect(mail, 'an email about the submission reached the SMTP server').toBeDefined();
    expect(mail!.to).toEqual([NOTIFY]);
    const text = plain(mail!.raw);
    const body = text.slice(text.search(/\r?\n\r?\n/));
    expect(body).toContain(name);
    expect(text).toMatch(new RegExp(`^To: .*${NOTIFY.replace(/\./g, '\\.')}`, 'mi'));

    // The submission is marked as notified once the email went out.
    const rows = await waitFor(
      () => storedFor(second!.cmsUrl, jwt, fields.email!),
      (r) => Boolean(r[0]?.notifiedAt),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.notifiedAt).toBeTruthy();
    // The outcome is recorded on the lead for editors.
    expect(rows[0]).toMatchObject({ notifyStatus: 'sent', notifyAttempts: 1, notifyError: null });
    // The email links to the lead in the admin, where editors set its status.
    expect(body).toContain(`${second!.cmsUrl}/admin/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}/${rows[0]!.documentId}`);
  });

  it('when the SMTP server refuses the email, the submission is still stored and the visitor still succeeds', async () => {
    refuse = true;
    try {
      const before = attempts;
      const visitor = await new Visitor(second!.webUrl).arrive();
      const html = contactFields({ name: `Refused Html ${unique()}` });
      const json = contactFields({ name: `Refused Json ${unique()}` });
      const a = await visitor.submit('contact', html);
      expect(a.status, a.text).toBe(303);
      expect(a.headers.location).toBe('/contact-us?popup=thank-you');
      const b = await visitor.submit('contact', json, { json: true });
      expect(b.status, b.text).toBe(200);
      expect(b.json()).toEqual({ ok: true, stored: true });

      // Both delivery attempts were made (and refused).
      expect(await waitFor(() => attempts, (n) => n >= before + 2)).toBeGreaterThanOrEqual(before + 2);
      for (const fields of [html, json]) {
        const rows = await storedFor(second!.cmsUrl, jwt, fields.email!);
        expect(rows, `${fields.name} stored`).toHaveLength(1);
        expect(rows[0]!.name).toBe(fields.name);
      }
      expect(mails.some((m) => m.raw.includes(html.email!) || m.raw.includes(json.email!))).toBe(false);
      // The failure is logged, and the submissions are not marked as notified.
      const logged = await waitFor(
        () => second!.logs.join(''),
        (l) => /notification email failed/.test(l),
      );
      expect(logged).toMatch(/notification email failed/);
      for (const fields of [html, json]) {
        const rows = await waitFor(
          () => storedFor(second!.cmsUrl, jwt, fields.email!),
          (r) => r[0]?.notifyStatus === 'failed',
        );
        expect(rows[0]!.notifiedAt ?? null).toBeNull();
        // Editors see that it failed, why, and how often it was tried (it is tried again later).
        expect(rows[0]).toMatchObject({ notifyStatus: 'failed', notifyAttempts: 1 });
        expect(rows[0]!.notifyError).toContain('Mailbox unavailable');
      }
    } finally {
      refuse = false;
    }
  });

  it("a form's own team e-mail is told too, in the same e-mail, with the form's name", async () => {
    const TEAM = 'events@ironbark.example';
    const forms = `/content-manager/collection-types/${CONTENT_TYPE_UIDS.form}`;
    const auth = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
    const list = (await (await fetch(`${second!.cmsUrl}${forms}?filters[$and][0][key][$eq]=partner&page=1&pageSize=1`, { headers: auth })).json()) as {
      results: { documentId: string }[];
    };
    const documentId = list.results[0]!.documentId;
    const put = await fetch(`${second!.cmsUrl}${forms}/${documentId}`, { method: 'PUT', headers: auth, body: JSON.stringify({ teamEmail: TEAM }) });
    expect(put.status, await put.text()).toBe(200);
    const published = await fetch(`${second!.cmsUrl}${forms}/${documentId}/actions/publish`, { method: 'POST', headers: auth, body: '{}' });
    expect(published.status, await published.text()).toBe(200);

    const visitor = await new Visitor(second!.webUrl).arrive();
    const email = `partner-${unique()}@example.com`;
    const res = await visitor.submit(
      'partner',
      { _page: '/partners', company: 'Outback Cabling', abn: '51 824 753 556', contactName: 'Sam Reid', email, phone: '02 5550 4200', partnerType: 'reseller' },
      { json: true },
    );
    expect(res.status, res.text).toBe(200);
    const mail = await waitFor(
      () => mails.find((m) => plain(m.raw).includes(email)),
      (m) => m !== undefined,
    );
    expect(mail, 'an email about the partner application reached the SMTP server').toBeDefined();
    expect([...mail!.to].sort()).toEqual([NOTIFY, TEAM].sort());
    expect(plain(mail!.raw)).toContain('Partner application');
  });
});
