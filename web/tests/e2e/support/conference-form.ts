// The "Conference registration" form the tests build in Forms (issue 37's example of a form
// marketing makes itself): name, work email, an enquiry-type select (delegate or exhibitor) and
// consent. Plain data, shared by the browser test and the integration test of buttons that open it.
export function conferenceForm(key: string) {
  return {
    name: 'Conference registration',
    key,
    heading: 'Register for Connect 2027',
    submitLabel: 'Register',
    fields: [
      { __component: 'form-fields.short-text', key: 'name', label: 'Full name', required: true, width: 'half', maxLength: 120, format: 'none', leadField: 'name' },
      { __component: 'form-fields.email', key: 'email', label: 'Work email', required: true, width: 'half', isContact: true },
      {
        __component: 'form-fields.select',
        key: 'attending',
        label: 'Attending as',
        required: true,
        width: 'full',
        isEnquiryType: true,
        options: [
          { value: 'delegate', label: 'A delegate' },
          { value: 'exhibitor', label: 'An exhibitor' },
        ],
      },
      { __component: 'form-fields.consent', key: 'consent', text: 'I agree to Ironbark Communications contacting me about the conference.', required: true },
    ],
  };
}
