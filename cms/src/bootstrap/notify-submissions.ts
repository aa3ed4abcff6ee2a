// Emails the team about a new form submission, after it is stored: the document-service
// middleware lets the create finish first, then sends in the background. A mail failure is
// logged and never touches the stored submission or the visitor's answer.
import type { Core } from '@strapi/strapi';

const FORM_LABELS: Record<string, string> = {
  contact: 'Contact form',
  partner: 'Partner application',
  campaign_lead: 'Campaign lead',
};

interface Submission {
  documentId: string;
  form: string;
  name: string;
  email: string;
  phone?: string | null;
  organisation?: string | null;
  campaign?: string | null;
  pagePath?: string | null;
  data?: Record<string, unknown> | null;
}

export function notificationEmail(s: Submission, siteName: string) {
  const lines = [
    `${FORM_LABELS[s.form] ?? s.form} from ${s.name} <${s.email}>`,
    s.organisation ? `Organisation: ${s.organisation}` : null,
    s.phone ? `Phone: ${s.phone}` : null,
    s.campaign ? `Campaign: ${s.campaign}` : null,
    s.pagePath ? `Sent from: ${s.pagePath}` : null,
    '',
    ...Object.entries(s.data ?? {}).map(([k, v]) => `${k}: ${String(v)}`),
  ].filter((l): l is string => l !== null);
  return {
    subject: `[${siteName}] ${FORM_LABELS[s.form] ?? 'Form'}: ${s.name}${s.organisation ? `, ${s.organisation}` : ''}`,
    text: lines.join('\n'),
    replyTo: s.email,
  };
}

export function registerSubmissionNotifications(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid === 'api::form-submission.form-submission' && context.action === 'create') {
      const to = process.env.FORMS_NOTIFY_EMAIL;
      if (to && process.env.SMTP_HOST) void send(strapi, result as unknown as Submission, to);
    }
    return result;
  });
}

async function send(strapi: Core.Strapi, submission: Submission, to: string) {
  try {
    const global = (await strapi.documents('api::global.global').findFirst({})) as { siteName?: string } | null;
    const mail = notificationEmail(submission, global?.siteName ?? 'Website');
    await strapi.plugin('email').service('email').send({ to, ...mail });
    await strapi.db
      .query('api::form-submission.form-submission')
      .update({ where: { documentId: submission.documentId }, data: { notifiedAt: new Date() } });
  } catch (error) {
    strapi.log.error(`form submission ${submission.documentId}: notification email failed: ${(error as Error).message}`);
  }
}
