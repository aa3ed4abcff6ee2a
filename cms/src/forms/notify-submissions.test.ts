import { describe, expect, it } from 'vitest';
import { adminEntryUrl, notificationEmail, outcome } from './notify-submissions';
import { CONTENT_TYPE_UIDS } from '@ironbark/shared/content/content-type-uids';

const lead = {
  documentId: 'k3n9x2',
  form: 'campaign-lead' as const,
  name: 'Jo Park',
  email: 'jo@bigfour.com.au',
  phone: '0400 000 000',
  company: 'BIG4 Holiday Parks',
  message: 'Guest Wi-Fi for summer',
  campaign: 'gday22-roadshow',
  landingPath: '/gday22',
  sourcePage: '/services/network-solutions/sd-wan',
  cta: 'book-an-sd-wan-assessment',
  extra: { enquiryType: 'network' },
};

describe('the notification email', () => {
  const mail = notificationEmail(lead, 'Ironbark Communications', 'https://cms.ironbark.example/admin');

  it('names the form, the person and their organisation, and replies to them', () => {
    expect(mail.subject).toBe('[Ironbark Communications] Campaign lead: Jo Park, BIG4 Holiday Parks');
    expect(mail.replyTo).toBe('jo@bigfour.com.au');
  });

  it('carries every answer: first-class fields, the message and the extra answers by their labels', () => {
    for (const text of ['Phone: 0400 000 000', 'Campaign: gday22-roadshow', 'Sent from: /gday22', 'Guest Wi-Fi for summer', 'Came from: /services/network-solutions/sd-wan (button: book-an-sd-wan-assessment)']) {
      expect(mail.text).toContain(text);
    }
    const contact = notificationEmail({ ...lead, form: 'contact' }, 'Ironbark', 'https://cms.example/admin');
    expect(contact.text).toContain('What is your enquiry about?: Network solutions');
    expect(contact.text).not.toContain('enquiryType');
  });

  it('records a sent e-mail, and a failure with its reason and the attempts so far', () => {
    expect(outcome(1, null)).toMatchObject({ notifyStatus: 'sent', notifyAttempts: 1, notifyError: null });
    expect(outcome(2, new Error('connect ECONNREFUSED 127.0.0.1:25'))).toEqual({ notifyStatus: 'failed', notifyAttempts: 2, notifyError: 'connect ECONNREFUSED 127.0.0.1:25' });
  });

  it('links to the lead in the admin', () => {
    expect(mail.text).toContain(
      `https://cms.ironbark.example/admin/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}/k3n9x2`,
    );
    expect(adminEntryUrl('http://localhost:1337/admin/', 'a b')).toBe(
      `http://localhost:1337/admin/content-manager/collection-types/${CONTENT_TYPE_UIDS.formSubmission}/a%20b`,
    );
  });
});
