// Alerts about a new lead besides the team's e-mail: webhooks to a CRM, Slack or Microsoft Teams,
// configured by the operator (LEAD_WEBHOOKS), each delivery recorded on the lead (alertLog) so the
// lead desk shows what was sent, what failed and why, and what was tried again. Payload formats
// and the configuration's rules are defined here once; the CMS sends (leads plugin, lead-webhooks).
//
// LEAD_WEBHOOKS: whitespace- or comma-separated `<format>:<https address>` entries, e.g.
//   json:https://crm.example.com/hooks/ironbark slack:https://hooks.slack.com/services/T0/B0/x
// Formats: json (the lead as JSON, signed), slack (a Slack incoming webhook message), teams (an
// Adaptive Card for a Teams Workflows "post to a channel when a webhook request is received").
// Every request is signed: X-Ironbark-Signature: v1=<hex HMAC-SHA256 of "<timestamp>.<body>"
// with LEAD_WEBHOOK_SECRET>, X-Ironbark-Timestamp: <unix seconds>, X-Ironbark-Delivery: <id>.

export const WEBHOOK_FORMATS = ['json', 'slack', 'teams'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export interface WebhookEndpoint {
  /** Stable name of the endpoint in the delivery log: "json:crm.example.com" (no path, no secret). */
  id: string;
  format: WebhookFormat;
  url: string;
}

/** The endpoints of LEAD_WEBHOOKS; throws a clear message for an entry that is not valid. */
export function parseWebhooks(raw: string | undefined): WebhookEndpoint[] {
  if (!raw || raw.trim() === '') return [];
  const out: WebhookEndpoint[] = [];
  for (const entry of raw.split(/[\s,]+/).filter(Boolean)) {
    const colon = entry.indexOf(':');
    const format = entry.slice(0, colon) as WebhookFormat;
    const address = entry.slice(colon + 1);
    if (colon < 1 || !WEBHOOK_FORMATS.includes(format)) {
      throw new Error(`LEAD_WEBHOOKS: "${entry.slice(0, 40)}" must be <format>:<address> with a format of ${WEBHOOK_FORMATS.join(', ')}`);
    }
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      throw new Error(`LEAD_WEBHOOKS: the address of a ${format} webhook is not a web address`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`LEAD_WEBHOOKS: a ${format} webhook must be an http(s) address`);
    if (url.username || url.password) throw new Error(`LEAD_WEBHOOKS: put no user name or password in a webhook's address (${url.host})`);
    const id = `${format}:${url.host}`;
    out.push({ id: out.some((e) => e.id === id) ? `${id}#${out.length + 1}` : id, format, url: url.href });
  }
  return out;
}

/** What an alert says about a lead (no more than the team's e-mail does). */
export interface AlertLead {
  documentId: string;
  form: string;
  formLabel: string;
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  message?: string | null;
  enquiryType?: string | null;
  campaign?: string | null;
  sourcePage?: string | null;
  landingPath?: string | null;
  owner?: string | null;
  createdAt: string;
  /** The lead's edit view in the admin. */
  adminUrl: string;
  /** True for the admin's "Send a test alert". */
  test?: boolean;
}

const line = (label: string, value: string | null | undefined) => (value ? `${label}: ${value}` : null);

function summary(lead: AlertLead): string[] {
  return [
    line('Organisation', lead.company),
    line('E-mail', lead.email),
    line('Phone', lead.phone),
    line('Enquiry', lead.enquiryType),
    line('Campaign', lead.campaign),
    line('From page', lead.sourcePage ?? lead.landingPath),
    line('Owner', lead.owner),
  ].filter((l): l is string => l !== null);
}

const title = (lead: AlertLead, siteName: string) => `${lead.test ? '[Test] ' : ''}New ${lead.formLabel.toLowerCase()} on ${siteName}: ${lead.name}${lead.company ? `, ${lead.company}` : ''}`;

/** Slack's mrkdwn treats &, < and > as control characters. */
const slackText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The body of one webhook request. */
export function webhookBody(format: WebhookFormat, lead: AlertLead, siteName: string): Record<string, unknown> {
  switch (format) {
    case 'json':
      return { event: lead.test ? 'lead.test' : 'lead.created', site: siteName, lead };
    case 'slack': {
      const heading = slackText(title(lead, siteName));
      const details = [...summary(lead), ...(lead.message ? ['', lead.message.slice(0, 1500)] : [])].map(slackText).join('\n');
      return {
        text: heading,
        blocks: [
          { type: 'section', text: { type: 'mrkdwn', text: `*${heading}*\n${details}` } },
          { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open the lead' }, url: lead.adminUrl }] },
        ],
      };
    }
    case 'teams':
      return {
        type: 'message',
        attachments: [
          {
            contentType: 'application/vnd.microsoft.card.adaptive',
            content: {
              $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
              type: 'AdaptiveCard',
              version: '1.4',
              body: [
                { type: 'TextBlock', text: title(lead, siteName), weight: 'Bolder', size: 'Medium', wrap: true },
                { type: 'FactSet', facts: summary(lead).map((l) => ({ title: l.slice(0, l.indexOf(':')), value: l.slice(l.indexOf(':') + 2) })) },
                ...(lead.message ? [{ type: 'TextBlock', text: lead.message.slice(0, 1500), wrap: true }] : []),
              ],
              actions: [{ type: 'Action.OpenUrl', title: 'Open the lead', url: lead.adminUrl }],
            },
          },
        ],
      };
  }
}

/** One attempt to deliver to one endpoint, as the lead's delivery log keeps it. */
export interface AlertAttempt {
  at: string;
  ok: boolean;
  /** The receiver's HTTP status, when it answered. */
  status?: number;
  error?: string;
}

/** The state of one endpoint's delivery for a lead. */
export interface AlertDelivery {
  /** A webhook's format, or "email": the e-mail to the person a lead was given to (key "owner:<address>"). */
  format: WebhookFormat | 'email';
  state: 'pending' | 'sent' | 'failed';
  attempts: AlertAttempt[];
}

/** A lead's deliveries by endpoint id (the form-submission's alertLog). */
export type AlertLog = Record<string, AlertDelivery>;

/** Attempts per endpoint before it is left failed, and the pause before each retry, in units of LEAD_ALERT_RETRY_SECONDS. */
export const ALERT_MAX_ATTEMPTS = 4;
export const ALERT_BACKOFF = [1, 4, 20];
/** Attempts kept per endpoint in the log. */
export const ALERT_LOG_KEEP = 10;
