import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseWebhooks, webhookBody, type AlertLead } from '@ironbark/shared/forms/lead-alerts';
import { signatureHeaders, webhookSettings } from './lead-webhooks';

const lead: AlertLead = {
  documentId: 'abc',
  form: 'contact',
  formLabel: 'Contact enquiry',
  name: 'Jo <b>Citizen</b>',
  email: 'jo@example.com',
  company: 'A & B',
  message: 'Twelve sites',
  createdAt: '2026-11-28T00:00:00.000Z',
  adminUrl: 'https://cms.example/admin/x',
};

describe('LEAD_WEBHOOKS', () => {
  it('reads format:address entries, names each by format and host, and refuses what it cannot use', () => {
    expect(parseWebhooks(' json:https://crm.example.com/hook, slack:https://hooks.slack.com/services/T/B/x teams:https://x.webhook.office.com/w ')).toEqual([
      { id: 'json:crm.example.com', format: 'json', url: 'https://crm.example.com/hook' },
      { id: 'slack:hooks.slack.com', format: 'slack', url: 'https://hooks.slack.com/services/T/B/x' },
      { id: 'teams:x.webhook.office.com', format: 'teams', url: 'https://x.webhook.office.com/w' },
    ]);
    expect(parseWebhooks('')).toEqual([]);
    expect(() => parseWebhooks('xml:https://a.example')).toThrow(/format of json, slack, teams/);
    expect(() => parseWebhooks('https://a.example')).toThrow(/<format>:<address>/);
    expect(() => parseWebhooks('json:ftp://a.example')).toThrow(/http\(s\)/);
    expect(() => parseWebhooks('json:https://user:pw@a.example')).toThrow(/no user name or password/);
  });

  it('needs a signing secret of 16 characters or more, and a sane retry pause', () => {
    expect(() => webhookSettings({ LEAD_WEBHOOKS: 'json:https://a.example' })).toThrow(/LEAD_WEBHOOK_SECRET/);
    expect(() => webhookSettings({ LEAD_WEBHOOKS: 'json:https://a.example', LEAD_WEBHOOK_SECRET: 'short' })).toThrow(/LEAD_WEBHOOK_SECRET/);
    expect(() => webhookSettings({ LEAD_ALERT_RETRY_SECONDS: '0' })).toThrow(/LEAD_ALERT_RETRY_SECONDS/);
    expect(webhookSettings({})).toEqual({ endpoints: [], secret: '', retrySeconds: 30 });
  });
});

describe('a webhook request', () => {
  it('is signed over "<timestamp>.<body>"', () => {
    const headers = signatureHeaders('s'.repeat(20), '{"a":1}', Date.parse('2026-11-28T00:00:00Z'), 'd1');
    expect(headers['X-Ironbark-Timestamp']).toBe('1795824000');
    expect(headers['X-Ironbark-Signature']).toBe(`v1=${createHmac('sha256', 's'.repeat(20)).update('1795824000.{"a":1}').digest('hex')}`);
    expect(headers['X-Ironbark-Delivery']).toBe('d1');
  });

  it('says the same in each format, with markup escaped for Slack', () => {
    expect(webhookBody('json', lead, 'Ironbark')).toEqual({ event: 'lead.created', site: 'Ironbark', lead });
    const slack = JSON.stringify(webhookBody('slack', lead, 'Ironbark'));
    expect(slack).toContain('Jo &lt;b&gt;Citizen&lt;/b&gt;');
    expect(slack).toContain('A &amp; B');
    expect(slack).toContain('https://cms.example/admin/x');
    const teams = webhookBody('teams', lead, 'Ironbark') as { attachments: { contentType: string; content: { body: { facts?: { title: string; value: string }[] }[] } }[] };
    expect(teams.attachments[0]!.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(teams.attachments[0]!.content.body[1]!.facts).toContainEqual({ title: 'Organisation', value: 'A & B' });
  });
});
