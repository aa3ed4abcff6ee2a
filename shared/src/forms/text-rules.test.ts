import { describe, expect, it } from 'vitest';
import { formSubmissionContentType } from '../content/form-submission.js';
import { fieldProblems } from '../schema/checks.js';
import { contactForm, validateForm } from './definitions.js';
import { isMultiLineText, isSingleLine } from './text-rules.js';

const CONTROL = ['\r', '\n', '\r\n', '\t', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\u2028', '\u2029'];

describe('single-line values hold no control character', () => {
  it.each(CONTROL.map((c) => [JSON.stringify(c), c]))('%s is refused', (_name, c) => {
    expect(isSingleLine(`Jo${c}Bloggs`)).toBe(false);
  });

  it('printable text of any script is fine', () => {
    for (const v of ['Jo Bloggs', 'Zoë Ng-Ō’Brien', '王小明', '(02) 5550 4200', 'Ironbark Pty Ltd — NSW']) expect(isSingleLine(v)).toBe(true);
  });
});

describe('multi-line values keep line breaks and tabs only', () => {
  it('\\n, \\r\\n and tabs are fine', () => {
    expect(isMultiLineText('Hello,\nline two\r\n\tindented')).toBe(true);
  });

  it.each(['\r', '\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029'].map((c) => [JSON.stringify(c), c]))('%s is refused', (_n, c) => {
    expect(isMultiLineText(`Hello${c}there`)).toBe(false);
  });
});

describe('the site forms', () => {
  const valid = { name: 'Jo Bloggs', email: 'jo@example.com.au', enquiryType: 'network', message: 'Please call me about SD-WAN.\r\nThanks,\n\tJo', consent: 'on' };

  it('accept a message with line breaks and tabs', () => {
    expect(validateForm(contactForm, valid).ok).toBe(true);
  });

  it.each([
    ['name', 'Jo\r\nBcc: all@example.com'],
    ['name', 'Jo\n'],
    ['email', 'jo@example.com.au\r\nBcc: x@example.com'],
    ['phone', '02 5550 4200\u0000'],
    ['company', 'Ironbark\u2028Pty'],
    ['message', 'Hello there\u0000, please call'],
    ['message', 'Hello there,\rplease call'],
  ])('refuse control characters in %s, naming the field', (field, value) => {
    const result = validateForm(contactForm, { ...valid, [field]: value });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors)).toEqual([field]);
      expect(result.errors[field]).toMatch(/control characters/);
    }
  });
});

describe('the CMS refuses the same on save', () => {
  it('a lead\'s name with CR/LF, but not a message with line breaks', () => {
    const problems = fieldProblems(formSubmissionContentType.fields, { name: 'Jo\r\nBcc: x@example.com', message: 'Line one\r\nLine two' });
    expect(problems.map((p) => p.path.join('.'))).toEqual(['name']);
  });
});
