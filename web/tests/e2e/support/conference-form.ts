// The "Conference registration" form the tests build in Forms (issue 37's example of a form
// marketing makes itself): name, work email, an enquiry-type select (delegate or exhibitor) and
// consent. Plain data, shared by the browser tests and the integration tests of forms from Forms,
// as are the fields most of their forms are made of and the form block that places a form on a page.
import { pageInput } from './page-input';

export const NAME_FIELD = { __component: 'form-fields.short-text', key: 'name', label: 'Full name', required: true, width: 'half', maxLength: 120, format: 'none', leadField: 'name' };
export const EMAIL_FIELD = { __component: 'form-fields.email', key: 'email', label: 'Work email', required: true, width: 'half', isContact: true };
export const EVENT_FIELD = { __component: 'form-fields.hidden', key: 'event', label: 'Event', value: 'connect-2027' };
export const CONSENT_FIELD = { __component: 'form-fields.consent', key: 'consent', text: 'I agree to Ironbark Communications contacting me about the conference.', required: true };

/** A select (or multi-select) field of Forms, required unless `more` says not, its options written as value: label. */
export function choiceField(kind: 'select' | 'multi-select', key: string, label: string, options: Record<string, string>, more: Record<string, unknown> = {}) {
  return { __component: `form-fields.${kind}`, key, label, required: true, ...more, options: Object.entries(options).map(([value, text]) => ({ value, label: text })) };
}

/** The form block, showing the form `formId` from Forms. */
export function formBlock(heading: string, formId: string) {
  return { __component: 'blocks.form', form: 'contact', heading, builtForm: { connect: [{ documentId: formId }] } };
}

/** The page at `path` where visitors register with the conference form `formId` (`tag` makes its title unique). */
export function registrationPage(tag: string, path: string, formId: string) {
  const title = `Register for Connect 2027 ${tag}`;
  return pageInput(title, path, 'Register for Connect 2027 as a delegate or an exhibitor: SD-WAN labs and private 5G panels in Sydney.', [formBlock('Save your place', formId)]);
}

export function conferenceForm(key: string) {
  return {
    name: 'Conference registration',
    key,
    heading: 'Register for Connect 2027',
    submitLabel: 'Register',
    fields: [
      NAME_FIELD,
      EMAIL_FIELD,
      choiceField('select', 'attending', 'Attending as', { delegate: 'A delegate', exhibitor: 'An exhibitor' }, { width: 'full', isEnquiryType: true }),
      CONSENT_FIELD,
    ],
  };
}
