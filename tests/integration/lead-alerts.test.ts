// Alerts that reach someone (issue 33): a stack configured with a real SMTP server and two real
// webhook receivers started here. A stored lead is e-mailed to the team and posted, signed, to
// both; a receiver that fails is tried again with back-off until it takes the alert, and the lead
// records every attempt; "Send a test alert" reaches every endpoint (the settings' rules:
// cms/src/plugins/leads/server/lead-webhooks.test.ts). The Lead routing gives leads to admin users
// by rule, else round the team (three leads at once never repeat a turn), and each owner is
// e-mailed, which the lead's alert log records.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';
import type { AlertLog } from '@ironbark/shared/forms/lead-alerts';
// @ts-expect-error: plain ES module without type declarations
import { startStack } from '../../scripts/lib/test-stack.mjs';
import { temporarySmallSeed } from './cms-only';
import { contactFields, editorJwt, storedFor, unique, Visitor } from './forms-helpers';
import { waitFor } from './helpers';
import { startTestSmtp, type TestSmtp } from './test-smtp';

const SECRET = 'test-webhook-secret-0123456789';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  answered: number;
}

describe('lead alerts: e-mail and signed webhooks (a stack of its own)', () => {
  const received: Received[] = [];
  const mails: string[] = [];
  /** How many times the Slack receiver fails before it takes an alert. */
  let slackFailures = 2;
  let receiver: http.Server | undefined;
  let smtp: TestSmtp | undefined;
  let stack: { cmsUrl: string; webUrl: string; cmsEnv: Record<string, string>; stop(): Promise<void> } | undefined;
  let jwt: string;
  // The forms and the contact page are all it needs: the small seed starts 40 s sooner.
  const seed = temporarySmallSeed();

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        let status = 200;
        if (req.url === '/slack' && slackFailures > 0) {
          slackFailures--;
          status = 500;
        }
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), answered: status });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'down for the test');
      });
    });
    await new Promise<void>((resolve) => receiver!.listen(0, '127.0.0.1', () => resolve()));
    const hooks = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    smtp = await startTestSmtp((raw) => {
      mails.push(raw.replace(/=\r?\n/g, ''));
    });
    stack = await startStack({
      extraCmsEnv: {
        ...seed.env,
        ...smtp.env,
        FORMS_NOTIFY_EMAIL: 'sales@ironbark.example',
        LEAD_WEBHOOKS: `json:${hooks}/crm slack:${hooks}/slack`,
        LEAD_WEBHOOK_SECRET: SECRET,
        LEAD_ALERT_RETRY_SECONDS: '1',
      },
    });
    jwt = await editorJwt(stack!.cmsUrl);
  });

  afterAll(async () => {
    await stack?.stop();
    seed.remove();
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
    await smtp?.close();
  });

  const until = <T>(read: () => Promise<T> | T, ok: (v: T) => boolean) => waitFor(read, ok, 30_000);

  it('a stored lead is e-mailed and posted, signed, to every webhook; a failing one is retried with back-off and the lead shows each attempt', async () => {
    const visitor = await new Visitor(stack!.webUrl).arrive();
    const name = `Alert Person ${unique()}`;
    const fields = contactFields({ name, company: 'Alerts & Co <Pty> Ltd' });
    const res = await visitor.submit('contact', fields, { json: true });
    expect(res.status, res.text).toBe(200);
    const [lead] = await until(() => storedFor(stack!.cmsUrl, jwt, fields.email!), (l) => l.length === 1);
    expect(lead).toBeDefined();

    // The team's e-mail.
    const mail = await until(() => mails.find((m) => m.includes(name)), (m) => m !== undefined);
    expect(mail).toContain('sales@ironbark.example');

    // The CRM's JSON, signed over "<timestamp>.<body>" with the shared secret.
    const crm = await until(() => received.find((r) => r.path === '/crm' && r.body.includes(lead!.documentId)), (r) => r !== undefined);
    expect(crm, 'the CRM webhook was posted').toBeDefined();
    const timestamp = String(crm!.headers['x-ironbark-timestamp']);
    const expected = `v1=${createHmac('sha256', SECRET).update(`${timestamp}.${crm!.body}`).digest('hex')}`;
    expect(crm!.headers['x-ironbark-signature']).toBe(expected);
    expect(Math.abs(Date.now() / 1000 - Number(timestamp))).toBeLessThan(120);
    const payload = JSON.parse(crm!.body) as { event: string; lead: Record<string, unknown> };
    expect(payload.event).toBe('lead.created');
    expect(payload.lead).toMatchObject({ documentId: lead!.documentId, name, email: fields.email, company: 'Alerts & Co <Pty> Ltd', formLabel: expect.any(String) });
    expect(String(payload.lead.adminUrl)).toContain(`/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}/${lead!.documentId}`);
    // A forged body does not match the signature.
    expect(`v1=${createHmac('sha256', SECRET).update(`${timestamp}.${crm!.body.replace(name, 'Someone Else')}`).digest('hex')}`).not.toBe(expected);

    // Slack failed twice (500), then took it: three posts with one delivery id, and Slack's own format.
    const slack = await until(
      () => received.filter((r) => r.path === '/slack' && r.body.includes(name)),
      (r) => r.some((x) => x.answered === 200),
    );
    expect(slack.map((r) => r.answered)).toEqual([500, 500, 200]);
    expect(new Set(slack.map((r) => r.headers['x-ironbark-delivery'])).size).toBe(1);
    const message = JSON.parse(slack[2]!.body) as { text: string; blocks: unknown[] };
    expect(message.text).toContain(name);
    expect(message.text).toContain('Alerts &amp; Co &lt;Pty&gt; Ltd');

    // The lead's delivery log.
    const log = await until(
      async () => ((await storedFor(stack!.cmsUrl, jwt, fields.email!))[0]?.alertLog ?? {}) as AlertLog,
      (l) => Object.values(l).filter((d) => d.state === 'sent').length === 2,
    );
    const entries = Object.entries(log);
    expect(entries.map(([id, d]) => [id.split(':')[0], d.state])).toEqual([
      ['json', 'sent'],
      ['slack', 'sent'],
    ]);
    const slackLog = entries.find(([id]) => id.startsWith('slack:'))![1];
    expect(slackLog.attempts.map((a) => [a.ok, a.status])).toEqual([
      [false, 500],
      [false, 500],
      [true, 200],
    ]);
    expect(slackLog.attempts[0]!.error).toContain('500');
    // Back-off: the second retry waited longer than the first (1 s, then 4 s).
    const [a, b, c] = slackLog.attempts.map((x) => Date.parse(x.at));
    expect(c! - b!).toBeGreaterThan(b! - a!);
  });

  describe('owner by routing rules', () => {
    const ROUTING = `/content-manager/single-types/${CONTENT_TYPE_UIDS.leadRouting}`;
    const admin = (path: string, method = 'GET', body?: unknown) =>
      fetch(`${stack!.cmsUrl}${path}`, { method, headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' }, ...(body ? { body: JSON.stringify(body) } : {}) });

    beforeAll(async () => {
      // Two more team members: admin users as a super admin would invite them (written to the
      // stack's own SQLite file; the demo editor is the third).
      type Sqlite = { prepare(sql: string): { run(...p: unknown[]): unknown }; pragma(s: string): unknown; close(): void };
      const { default: Database } = (await import(
        // @ts-expect-error: better-sqlite3 ships without type declarations
        'better-sqlite3'
      )) as { default: new (file: string) => Sqlite };
      const db = new Database(stack!.cmsEnv.DATABASE_FILENAME!);
      db.pragma('busy_timeout = 5000');
      const now = Date.now();
      for (const [first, email] of [
        ['Ana', 'ana@ironbark.example'],
        ['Ben', 'ben@ironbark.example'],
      ]) {
        db.prepare('INSERT INTO admin_users (document_id, firstname, email, is_active, blocked, created_at, updated_at, published_at) VALUES (?, ?, ?, 1, 0, ?, ?, ?)').run(`route${first}${unique()}`, first, email, now, now, now);
      }
      db.close();
    });

    it('a rule naming someone who is not an admin user is refused, naming the field', async () => {
      const res = await admin(ROUTING, 'PUT', { rules: [{ form: 'any', enquiryType: 'any', owner: 'nobody@ironbark.example' }], team: [], notifyOwner: true });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { details: { errors: { path: string[] }[] } } };
      expect(body.error.details.errors[0]!.path).toEqual(['rules', '0', 'owner']);
    });

    it('a lead matching a rule goes to its owner, others go round the team in turn; each owner is e-mailed and the lead logs it', async () => {
      const saved = await admin(ROUTING, 'PUT', {
        rules: [{ form: 'contact', enquiryType: 'network', owner: 'admin@example.com' }],
        team: [{ owner: 'ana@ironbark.example' }, { owner: 'ben@ironbark.example' }],
        notifyOwner: true,
      });
      expect(saved.status, (await saved.text()).slice(0, 300)).toBe(200);
      const ownerOf = async (documentId: string) =>
        ((await (await admin(`/leads/answers/${documentId}`)).json()) as { owner: { email: string } | null }).owner?.email ?? null;
      const send = async (enquiryType: string) => {
        const visitor = await new Visitor(stack!.webUrl).arrive();
        const fields = contactFields({ name: `Routed ${unique()}`, enquiryType });
        const res = await visitor.submit('contact', fields, { json: true });
        expect(res.status, res.text).toBe(200);
        const [lead] = await until(() => storedFor(stack!.cmsUrl, jwt, fields.email!), (l) => l.length === 1);
        return { lead: lead!, name: fields.name!, email: fields.email!, owner: await ownerOf(lead!.documentId) };
      };
      const network = await send('network');
      expect(network.owner).toBe('admin@example.com');
      // The owner's own e-mail ("A lead for you"), apart from the team's.
      const ownerMail = await until(() => mails.find((m) => m.includes(network.name) && m.includes('A lead for you')), (m) => m !== undefined);
      expect(ownerMail).toMatch(/^To: .*admin@example\.com/m);
      expect(ownerMail).toContain('a Lead routing rule gave it to you');
      const teamMail = mails.find((m) => m.includes(network.name) && !m.includes('A lead for you'));
      expect(teamMail).toMatch(/^To: .*sales@ironbark\.example/m);
      const log = await until(
        async () => ((await storedFor(stack!.cmsUrl, jwt, network.email))[0]?.alertLog ?? {}) as AlertLog,
        (l) => l['owner:admin@example.com']?.state === 'sent',
      );
      expect(log['owner:admin@example.com']).toMatchObject({ format: 'email', state: 'sent', attempts: [{ ok: true }] });

      // No rule matches: the team in turn, three leads sent at once still go round without a repeat.
      const first = await send('cloud');
      const together = await Promise.all([send('security'), send('other'), send('cloud')]);
      const owners = [first.owner, ...together.map((t) => t.owner)];
      expect(owners.filter((o) => o === 'ana@ironbark.example')).toHaveLength(2);
      expect(owners.filter((o) => o === 'ben@ironbark.example')).toHaveLength(2);
      const roundRobinMail = await until(() => mails.find((m) => m.includes(first.name) && m.includes('A lead for you')), (m) => m !== undefined);
      expect(roundRobinMail).toMatch(new RegExp(`^To: .*${first.owner!.replace(/[.]/g, '\\.')}`, 'm'));
      expect(roundRobinMail).toContain('it was your turn in the Lead routing team');
    });

    it('someone giving a lead to another person e-mails them; giving many at once changes every one', async () => {
      const visitor = await new Visitor(stack!.webUrl).arrive();
      const fields = contactFields({ name: `Handed ${unique()}`, enquiryType: 'network' });
      expect((await visitor.submit('contact', fields, { json: true })).status).toBe(200);
      const [lead] = await until(() => storedFor(stack!.cmsUrl, jwt, fields.email!), (l) => l.length === 1);
      const team = ((await (await admin('/leads/owners')).json()) as { owners: { id: number; email: string }[] }).owners;
      const ana = team.find((o) => o.email === 'ana@ironbark.example')!;
      const res = await admin('/leads/bulk', 'POST', { documentIds: [lead!.documentId], owner: ana.id, leadStatus: 'contacted' });
      expect(res.status, await res.clone().text()).toBe(200);
      const mail = await until(() => mails.find((m) => m.includes(fields.name!) && /^To: .*ana@ironbark\.example/m.test(m)), (m) => m !== undefined);
      expect(mail).toContain('gave it to you');
      const [after] = await storedFor(stack!.cmsUrl, jwt, fields.email!);
      expect(after!.leadStatus).toBe('contacted');
    });
  });

  it('"Send a test alert" reaches every endpoint and stores no lead', async () => {
    const before = received.length;
    const res = await fetch(`${stack!.cmsUrl}/leads/alerts/test`, { method: 'POST', headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: { endpoint: string; ok: boolean }[] };
    expect(results.map((r) => [r.endpoint.split(':')[0], r.ok])).toEqual([
      ['json', true],
      ['slack', true],
    ]);
    const posted = received.slice(before);
    expect(posted.map((r) => r.path).sort()).toEqual(['/crm', '/slack']);
    expect(JSON.parse(posted.find((r) => r.path === '/crm')!.body)).toMatchObject({ event: 'lead.test', lead: { test: true } });
    const health = await fetch(`${stack!.cmsUrl}/leads/health`, { headers: { authorization: `Bearer ${jwt}` } });
    expect(((await health.json()) as { webhooks: { format: string }[] }).webhooks.map((w) => w.format)).toEqual(['json', 'slack']);
  });
});
