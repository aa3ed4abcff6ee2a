import { describe, expect, it } from 'vitest';
import { answersOf, otherAnswersOf } from './answers.js';

describe('answersOf', () => {
  it("reads a contact lead by the form's labels, with the chosen option's wording and Yes/No", () => {
    const lead = { form: 'contact', name: 'Alex', email: 'alex@council.example', company: 'Council', message: 'Wi-Fi for four depots', consent: true, extra: { enquiryType: 'network' } };
    expect(answersOf(lead).map((a) => [a.label, a.value])).toEqual([
      ['Full name', 'Alex'],
      ['Work email', 'alex@council.example'],
      ['Phone', ''],
      ['Organisation', 'Council'],
      ['What is your enquiry about?', 'Network solutions'],
      ['How can we help?', 'Wi-Fi for four depots'],
      ['I agree to being contacted about this enquiry, as set out in the privacy policy.', 'Yes'],
    ]);
    expect(otherAnswersOf(lead)).toEqual([{ field: 'enquiryType', label: 'What is your enquiry about?', value: 'Network solutions' }]);
  });

  it('keeps answers of a form it does not know under their own names', () => {
    expect(answersOf({ form: 'old-form', extra: { size: 12 } })).toEqual([{ field: 'size', label: 'size', value: '12' }]);
  });
});
