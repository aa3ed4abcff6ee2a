// Emails the team about a new lead (form submission), after it is stored: the document-service
// middleware lets the create finish first, then sends in the background. A mail failure is
// logged and never touches the stored lead or the visitor's answer. The email links to the lead
// in the admin, where editors set its status.
import type { Core } from '@strapi/strapi';
import { FORM_LABELS, isFormName } from '@ironbark/shared/blocks/form-names';
import type { Lead } from '@ironbark/shared/content/form-submission';
import { LEAD_UID } from './form-submission-rules';

type Submission = Pick<Lead, 'documentId' | 'form' | 'name' | 'email'> &
  Partial<Pick<Lead, 'phone' | 'company' | 'message' | 'campaign' | 'landingPath' | 'extra'>>;

/** The admin's edit screen of a lead; `adminUrl` is the admin's address (…/admin). */
export function adminEntryUrl(adminUrl: string, documentId: string): string {
  return `${adminUrl.replace(/\/+$/, '')}/content-manager/collection-types/${LEAD_UID}/${encodeURIComponent(documentId)}`;
}

export function notificationEmail(s: Submission, siteName: string, adminUrl: string) {
  const formLabel = isFormName(s.form) ? FORM_LABELS[s.form] : 'Form';
  const lines = [
    `${formLabel} from ${s.name} <${s.email}>`,
    s.company ? `Organisation: ${s.company}` : null,
    s.phone ? `Phone: ${s.phone}` : null,
    s.campaign ? `Campaign: ${s.campaign}` : null,
    s.landingPath ? `Sent from: ${s.landingPath}` : null,
    '',
    ...(s.message ? [s.message, ''] : []),
    ...Object.entries(s.extra ?? {}).map(([k, v]) => `${k}: ${String(v)}`),
    '',
    `Open the lead in the CMS to set its status: ${adminEntryUrl(adminUrl, s.documentId)}`,
  ].filter((l): l is string => l !== null);
  return {
    subject: `[${siteName}] ${formLabel}: ${s.name}${s.company ? `, ${s.company}` : ''}`,
    text: lines.join('\n'),
    replyTo: s.email,
  };
}

/**
 * The admin's public address: Strapi's admin.absoluteUrl, from PUBLIC_URL (checked at start-up
 * by scripts/env.mjs) or, when that is not set, from HOST and PORT.
 */
function adminAddress(strapi: Core.Strapi): string {
  return String(strapi.config.get('admin.absoluteUrl', 'http://localhost:1337/admin'));
}

export function registerSubmissionNotifications(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid === LEAD_UID && context.action === 'create') {
      const to = process.env.FORMS_NOTIFY_EMAIL;
      if (to && process.env.SMTP_HOST) void send(strapi, result as unknown as Submission, to);
    }
    return result;
  });
}

async function send(strapi: Core.Strapi, submission: Submission, to: string) {
  try {
    const global = (await strapi.documents('api::global.global').findFirst({ status: 'published' })) as { siteName?: string } | null;
    const mail = notificationEmail(submission, global?.siteName ?? 'Website', adminAddress(strapi));
    await strapi.plugin('email').service('email').send({ to, ...mail });
    await strapi.db.query(LEAD_UID).update({ where: { documentId: submission.documentId }, data: { notifiedAt: new Date() } });
  } catch (error) {
    strapi.log.error(`form submission ${submission.documentId}: notification email failed: ${(error as Error).message}`);
  }
}
